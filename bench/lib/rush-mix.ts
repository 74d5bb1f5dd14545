import { toCentavos } from '../../src/domain/money/centavos';
import { loginBody, signIn, signUp } from './bench-account';
import { benchAccounts } from './bench-accounts';
import { benchBin } from './bench-bills';
import { createBilling, deliverPaidWebhook, openCheckout, quarterlyTypeId } from './bench-payments';
import { manilaYear, ownerOf } from './bench-roll';
import type { httpClient } from './paced';

type Client = ReturnType<typeof httpClient>;

/** The operations of a deadline day and their shares of the arrivals (in fortieths: 5% = 2). */
export const MIX = {
  sign_in: 4,
  btax_lookup: 9,
  rpt_lookup: 9,
  billing: 4,
  checkout: 4,
  history: 4,
  detail: 4,
  notification: 2,
} as const;
export type Operation = keyof typeof MIX;

/** The BINs billed during the rush: each billed once, so every payment has a bill of its own. */
export const RUSH_BINS = { prefix: '808-08-0008-', count: 6_000 };

interface Account {
  mobile: string;
  auth: Record<string, string>;
  transactions: string[];
}
interface Opened {
  account: Account;
  transactionId: string;
  checkoutId: string;
  amount: number;
}
/** A gateway notification of the rush: which checkout it paid and how the portal answered. */
export interface Notified {
  checkoutId: string;
  transactionId: string;
  eventId: string;
  amount: number;
  status: number;
}

/** Spreads the operations evenly over a cycle of 40 arrivals (no op arrives in a clump). */
function schedule(): Operation[] {
  const slots: { op: Operation; at: number }[] = [];
  for (const [op, weight] of Object.entries(MIX) as [Operation, number][]) {
    for (let k = 0; k < weight; k++) slots.push({ op, at: (k + 0.5) / weight });
  }
  return slots.sort((a, b) => a.at - b.at).map((s) => s.op);
}

/**
 * The accounts of the rush (`count` of them, sharing one signed-up account's password hash so
 * none costs a sign-up), signed in; the look-up limits stay at 30 a minute each, so the mix
 * spreads its look-ups over enough accounts to stay under them, as a city's residents would.
 */
export async function prepareRush(client: Client, baseUrl: string, databaseUrl: string, count: number) {
  const template = '639175000000';
  await signUp(client, template);
  const prefix = '6391750';
  const tokens = await benchAccounts(baseUrl, databaseUrl, prefix, count, template);
  const accounts: Account[] = tokens.map((token, n) => ({
    mobile: `${prefix}${String(n + 1).padStart(5, '0')}`,
    auth: { authorization: `Bearer ${token}` },
    transactions: [],
  }));
  const typeId = await quarterlyTypeId(client);
  return { accounts, typeId };
}

/** The rush's operations over prepared accounts; `next(i)` sends arrival i and resolves with its op and status. */
export function rushOperations(
  client: Client,
  { accounts, typeId }: Awaited<ReturnType<typeof prepareRush>>,
) {
  const cycle = schedule();
  const year = manilaYear();
  const billed: { account: Account; transactionId: string }[] = [];
  const opened: Opened[] = [];
  const notified: Notified[] = [];
  const counters = { bin: 0, account: 0, event: 0 };
  /** Accounts with a transaction of their own, whose detail pages the mix reads. */
  const paying: Account[] = [];
  const ownTransaction = (account: Account, transactionId: string) => {
    if (account.transactions.push(transactionId) === 1) paying.push(account);
  };
  const nextAccount = () => accounts[counters.account++ % accounts.length] as Account;
  const status = (p: Promise<{ status: number }>) => p.then((r) => r.status);

  const ops: Record<Operation, () => Promise<number>> = {
    sign_in: () =>
      status(client.send('POST', '/api/v1/taxpayer/authenticate', loginBody(nextAccount().mobile))),
    btax_lookup: () => {
      const bin = benchBin(RUSH_BINS.prefix, counters.event++ % RUSH_BINS.count);
      const path = `/api/temp/taxpayers/business_tax/search?bin=${bin}&transaction_type=QUARTERLY&period=4`;
      return status(client.send('GET', path, undefined, nextAccount().auth));
    },
    rpt_lookup: () => {
      const path = `/api/v1/taxpayers/real_property_list?owner_id=${ownerOf(counters.event++)}&year=${year}`;
      return status(client.send('GET', path, undefined, nextAccount().auth));
    },
    billing: async () => {
      const account = nextAccount();
      const bin = benchBin(RUSH_BINS.prefix, counters.bin++ % RUSH_BINS.count);
      try {
        const transactionId = await createBilling(client, account.auth, typeId, bin);
        billed.push({ account, transactionId });
        ownTransaction(account, transactionId);
        return 200;
      } catch (err) {
        return statusOf(err);
      }
    },
    checkout: async () => {
      const bill = billed.shift();
      if (!bill) return ops.billing();
      const { status: code, body } = await client.send(
        'POST',
        `/api/v1/taxpayers/paymentgate/${bill.transactionId}`,
        undefined,
        { ...bill.account.auth, 'idempotency-key': `rush-${bill.transactionId}` },
      );
      if (code === 200) {
        const gate = JSON.parse(body) as { data: { attributes: { url: string; total: string } } };
        const checkoutId = gate.data.attributes.url.split('/').pop() ?? '';
        opened.push({ ...bill, checkoutId, amount: toCentavos(gate.data.attributes.total) });
      }
      return code;
    },
    history: () =>
      status(client.send('GET', '/api/v1/taxpayers/transaction_histories', undefined, nextAccount().auth)),
    detail: () => {
      const account = paying[counters.event++ % Math.max(1, paying.length)];
      if (!account) return ops.history();
      const id = account.transactions[counters.event % account.transactions.length];
      return status(
        client.send('GET', `/api/v1/taxpayers/transaction_histories/${id}`, undefined, account.auth),
      );
    },
    notification: async () => {
      const checkout = opened.shift();
      if (!checkout) return ops.checkout();
      const eventId = `evt_rush_${checkout.checkoutId}`;
      const code = await deliverPaidWebhook(client, checkout.checkoutId, eventId, checkout.amount);
      notified.push({
        checkoutId: checkout.checkoutId,
        transactionId: checkout.transactionId,
        eventId,
        amount: checkout.amount,
        status: code,
      });
      return code;
    },
  };

  return {
    operationOf: (i: number) => cycle[i % cycle.length] as Operation,
    send: (i: number) => ops[cycle[i % cycle.length] as Operation](),
    notified,
    /** Bills and checkouts made before the run, so checkouts and notifications have work from the start. */
    async prime(bills: number) {
      for (let n = 0; n < bills; n++) {
        const account = nextAccount();
        const bin = benchBin(RUSH_BINS.prefix, counters.bin++ % RUSH_BINS.count);
        if (n % 2) {
          const transactionId = await createBilling(client, account.auth, typeId, bin);
          billed.push({ account, transactionId });
          ownTransaction(account, transactionId);
        } else {
          const o = await openCheckout(client, account.auth, typeId, bin);
          opened.push({ account, ...o });
          ownTransaction(account, o.transactionId);
        }
      }
    },
    /** A gateway retrying what was not acknowledged: each notification until 200 (5 tries). */
    async redeliverUnacknowledged() {
      for (const n of notified.filter((x) => x.status !== 200)) {
        for (let attempt = 0; attempt < 5 && n.status !== 200; attempt++) {
          n.status = await deliverPaidWebhook(client, n.checkoutId, n.eventId, n.amount).catch(() => 0);
        }
      }
    },
  };
}

/** The HTTP status in an error thrown by expectOk ("…: HTTP 503 …"), 0 for a network error. */
function statusOf(err: unknown): number {
  return Number(/HTTP (\d{3})/.exec(err instanceof Error ? err.message : '')?.[1] ?? 0);
}

/** Signs one more account up for the limit check (fresh counts). */
export async function freshAccount(client: Client, mobile: string) {
  await signUp(client, mobile);
  return { authorization: `Bearer ${await signIn(client, mobile)}` };
}
