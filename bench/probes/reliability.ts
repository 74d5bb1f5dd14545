import { expectOk, expectOkJson, signIn, signUp, walletSignIn } from '../lib/bench-account';
import { benchBin, importBenchBills } from '../lib/bench-bills';
import {
  type Channel,
  deliverPaidWebhook,
  openCheckout,
  payOnCheckoutPage,
  quarterlyTypeId,
} from '../lib/bench-payments';
import { httpClient } from '../lib/paced';
import type { Probe, Row } from '../lib/types';

/**
 * Issues 10 and 25's money figures on the running portal: several payers (one of them paying in
 * the GCash wallet) open checkouts for the same bills before anyone pays, then every payment (and
 * a replay of each) arrives at once; correctly signed events for the wrong amount; and cancelled
 * bills whose old checkout is paid anyway. Budgets: no bill with a second receipt, every
 * duplicate refunded without a person, no wrong-amount event settled, no cancelled bill paid, no
 * total charged other than the one shown, no 5xx.
 */
export const RELIABILITY = { bills: 20, payersPerBill: 4, wrongAmount: 10, cancelled: 5 };

const BIN_PREFIX = '909-09-0009-';
const binOf = (i: number) => benchBin(BIN_PREFIX, i);
// The channel each payer pays through: the browser's two, and the wallet's (its own fee).
const CHANNELS: readonly Channel[] = ['popup', 'pgi', 'wallet', 'popup'];

type Txn = {
  status: string;
  official_receipt_number: string | null;
  refunds: { reason: string; status: string }[];
};

export const reliabilityProbe: Probe = {
  name: 'reliability',
  prepareData: async ({ dataDir, workDir, log }) => {
    const { bills, wrongAmount, cancelled } = RELIABILITY;
    log(`importing ${bills + wrongAmount + cancelled} bills for the reliability probe`);
    await importBenchBills({
      prefix: BIN_PREFIX,
      count: bills + wrongAmount + cancelled,
      workDir,
      env: { BAYAN_DATA_DIR: dataDir },
    });
  },
  async run({ baseUrl, log }) {
    const { bills, payersPerBill, wrongAmount, cancelled } = RELIABILITY;
    const client = httpClient(baseUrl, { maxSockets: 20, timeoutMs: 30_000 });
    try {
      const payers: Record<string, string>[] = [];
      for (let n = 0; n < payersPerBill; n++) {
        const mobile = `63917009910${n}`;
        // The wallet's payer signs on through the GCash sandbox, as its mini-program does.
        if (CHANNELS[n] === 'wallet') {
          payers.push({ authorization: `Bearer ${await walletSignIn(client, mobile)}` });
          continue;
        }
        await signUp(client, mobile);
        payers.push({ authorization: `Bearer ${await signIn(client, mobile)}` });
      }
      const typeId = await quarterlyTypeId(client);

      log(`${payersPerBill} payers open checkouts for each of ${bills} bills before anyone pays`);
      const opened = await Promise.all(
        Array.from({ length: bills }, (_, i) =>
          Promise.all(
            payers.map((auth, n) => openCheckout(client, auth, typeId, binOf(i), CHANNELS[n] ?? 'popup')),
          ),
        ),
      );
      const payments = opened.flat();
      // Every payer presses Pay on the gateway's page at once; then the gateway delivers each
      // notification again (providers retry), with the event id the sandbox gave it.
      const statuses = await Promise.all(payments.map((o) => payOnCheckoutPage(client, o.checkoutId)));
      statuses.push(
        ...(await Promise.all(
          payments.map((o) => deliverPaidWebhook(client, o.checkoutId, `evt_${o.checkoutId}_paid`, o.amount)),
        )),
      );
      const read = async (auth: Record<string, string>, id: string) =>
        (
          await expectOkJson<{ data: { attributes: Txn } }>(
            client,
            'transaction',
            'GET',
            `/api/v1/taxpayers/transaction_histories/${id}`,
            undefined,
            auth,
          )
        ).data.attributes;
      const perBill = await Promise.all(
        opened.map((billPayments) =>
          Promise.all(billPayments.map((o, n) => read(payers[n] ?? {}, o.transactionId))),
        ),
      );
      const receipts = perBill.map((rows) => rows.filter((r) => r.official_receipt_number).length);
      const extraReceipts = receipts.reduce((sum, r) => sum + Math.max(0, r - 1), 0);
      const unpaidBills = receipts.filter((r) => r === 0).length;
      const duplicates = perBill.flat().flatMap((r) => r.refunds.filter((f) => f.reason === 'duplicate'));
      const refundedAlone = duplicates.filter((f) => f.status === 'refunded' || f.status === 'processing');

      log(`${wrongAmount} correctly signed paid events for one centavo`);
      const wrong = await Promise.all(
        Array.from({ length: wrongAmount }, async (_, i) => {
          const o = await openCheckout(client, payers[0] ?? {}, typeId, binOf(bills + i));
          statuses.push(await deliverPaidWebhook(client, o.checkoutId, `evt_rel_wrong_${o.checkoutId}`, 1));
          return { ...(await read(payers[0] ?? {}, o.transactionId)), o };
        }),
      );
      const wrongSettled = wrong.filter((r) => r.status === 'PAID').length;

      log(`${cancelled} bills cancelled, then their old checkout paid anyway`);
      const afterCancel = await Promise.all(
        Array.from({ length: cancelled }, async (_, i) => {
          const auth = payers[1] ?? {};
          const o = await openCheckout(client, auth, typeId, binOf(bills + wrongAmount + i), 'pgi');
          await expectOk(
            client,
            'cancel',
            'PUT',
            `/api/v1/taxpayers/transaction_histories/${o.transactionId}/cancel`,
            undefined,
            auth,
          );
          // The closed page refuses Pay; a paid notification for it arrives anyway.
          statuses.push(await payOnCheckoutPage(client, o.checkoutId));
          statuses.push(
            await deliverPaidWebhook(client, o.checkoutId, `evt_rel_cancel_${o.checkoutId}`, o.amount),
          );
          return { ...(await read(auth, o.transactionId)), o };
        }),
      );
      const cancelledPaid = afterCancel.filter(
        (r) => r.status !== 'CANCELLED' || r.official_receipt_number,
      ).length;

      // Shown versus charged: every checkout opened above, on every channel.
      const checkouts = [...payments, ...wrong.map((w) => w.o), ...afterCancel.map((c) => c.o)];
      const mismatches = checkouts.filter((o) => o.shown !== o.charged || o.again !== o.charged).length;

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
        { metric: 'duplicate payments (to refund)', value: duplicates.length, unit: '' },
        {
          metric: 'duplicate payments left to a person (not refunded automatically)',
          value: duplicates.length - refundedAlone.length,
          unit: '',
          budget: { op: '<=', limit: 0 },
        },
        {
          metric: `wrong-amount events settled (of ${wrongAmount})`,
          value: wrongSettled,
          unit: '',
          budget: { op: '<=', limit: 0 },
        },
        {
          metric: `cancelled bills paid anyway (of ${cancelled})`,
          value: cancelledPaid,
          unit: '',
          budget: { op: '<=', limit: 0 },
        },
        {
          metric: `shown-versus-charged mismatches (of ${checkouts.length} checkouts, popup / pgi / wallet)`,
          value: mismatches,
          unit: '',
          budget: { op: '<=', limit: 0 },
        },
        {
          metric: 'webhook and checkout-page answers 5xx',
          value: statuses.filter((s) => s >= 500).length,
          unit: '',
          budget: { op: '<=', limit: 0 },
        },
      ];
      return {
        rows,
        details: { receipts, duplicates: duplicates.length, wrongSettled, cancelledPaid, mismatches },
      };
    } finally {
      client.close();
    }
  },
};
