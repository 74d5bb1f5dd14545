import { expectOkJson, signIn, signUp } from '../lib/bench-account';
import { benchBin, importBenchBills } from '../lib/bench-bills';
import { deliverPaidWebhook, openCheckout, quarterlyTypeId } from '../lib/bench-payments';
import { httpClient } from '../lib/paced';
import type { Probe, Row } from '../lib/types';

/**
 * Issue 10's money figures on the running portal: several payers open checkouts for the same
 * bills before anyone pays, then every payment (and a replay of each) arrives at once; and
 * correctly signed events for the wrong amount. Budgets: no bill with a second receipt, no
 * wrong-amount event settled, no 5xx.
 */
export const RELIABILITY = { bills: 20, payersPerBill: 4, wrongAmount: 10 };

const BIN_PREFIX = '909-09-0009-';
const binOf = (i: number) => benchBin(BIN_PREFIX, i);

export const reliabilityProbe: Probe = {
  name: 'reliability',
  prepareData: async ({ dataDir, workDir, log }) => {
    log(`importing ${RELIABILITY.bills + RELIABILITY.wrongAmount} bills for the reliability probe`);
    await importBenchBills({
      prefix: BIN_PREFIX,
      count: RELIABILITY.bills + RELIABILITY.wrongAmount,
      workDir,
      env: { BAYAN_DATA_DIR: dataDir },
    });
  },
  async run({ baseUrl, log }) {
    const { bills, payersPerBill, wrongAmount } = RELIABILITY;
    const client = httpClient(baseUrl, { maxSockets: 20, timeoutMs: 30_000 });
    try {
      const payers: Record<string, string>[] = [];
      for (let n = 0; n < payersPerBill; n++) {
        const mobile = `63917009910${n}`;
        await signUp(client, mobile);
        payers.push({ authorization: `Bearer ${await signIn(client, mobile)}` });
      }
      const typeId = await quarterlyTypeId(client);

      log(`${payersPerBill} payers open checkouts for each of ${bills} bills before anyone pays`);
      const opened = await Promise.all(
        Array.from({ length: bills }, (_, i) =>
          Promise.all(payers.map((auth) => openCheckout(client, auth, typeId, binOf(i)))),
        ),
      );
      const payments = opened.flat();
      // Every payment at once, each delivered twice (providers retry).
      const statuses = await Promise.all(
        [...payments, ...payments].map((o) =>
          deliverPaidWebhook(client, o.checkoutId, `evt_rel_${o.checkoutId}`, o.amount),
        ),
      );
      const read = async (auth: Record<string, string>, id: string) =>
        (
          await expectOkJson<{
            data: { attributes: { status: string; official_receipt_number: string | null } };
          }>(client, 'transaction', 'GET', `/api/v1/taxpayers/transaction_histories/${id}`, undefined, auth)
        ).data.attributes;
      const perBill = await Promise.all(
        opened.map((billPayments) =>
          Promise.all(billPayments.map((o, n) => read(payers[n] ?? {}, o.transactionId))),
        ),
      );
      const receipts = perBill.map((rows) => rows.filter((r) => r.official_receipt_number).length);
      const extraReceipts = receipts.reduce((sum, r) => sum + Math.max(0, r - 1), 0);
      const unpaidBills = receipts.filter((r) => r === 0).length;
      const held = perBill.flat().filter((r) => r.status === 'FOR REFUND APPROVAL').length;

      log(`${wrongAmount} correctly signed paid events for one centavo`);
      const wrong = await Promise.all(
        Array.from({ length: wrongAmount }, async (_, i) => {
          const o = await openCheckout(client, payers[0] ?? {}, typeId, binOf(bills + i));
          statuses.push(await deliverPaidWebhook(client, o.checkoutId, `evt_rel_wrong_${o.checkoutId}`, 1));
          return read(payers[0] ?? {}, o.transactionId);
        }),
      );
      const wrongSettled = wrong.filter((r) => r.status === 'PAID').length;

      const rows: Row[] = [
        {
          metric: `second receipts for one bill (${bills} bills × ${payersPerBill} payers, replayed)`,
          value: extraReceipts,
          unit: '',
          budget: { op: '<=', limit: 0 },
        },
        {
          metric: 'bills left unpaid though paid',
          value: unpaidBills,
          unit: '',
          budget: { op: '<=', limit: 0 },
        },
        { metric: 'payments held for refund', value: held, unit: '' },
        {
          metric: `wrong-amount events settled (of ${wrongAmount})`,
          value: wrongSettled,
          unit: '',
          budget: { op: '<=', limit: 0 },
        },
        {
          metric: 'webhook answers 5xx',
          value: statuses.filter((s) => s >= 500).length,
          unit: '',
          budget: { op: '<=', limit: 0 },
        },
      ];
      return { rows, details: { receipts, held, wrongSettled } };
    } finally {
      client.close();
    }
  },
};
