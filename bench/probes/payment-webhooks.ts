import { signIn, signUp } from '../lib/bench-account';
import { benchBin, importBenchBills } from '../lib/bench-bills';
import { deliverPaidWebhook, openCheckout, quarterlyTypeId } from '../lib/bench-payments';
import { httpClient, pacedRun, percentile } from '../lib/paced';
import { latencyRows } from '../lib/latency-rows';
import type { Probe, Row } from '../lib/types';

/**
 * Issue 6's payment budgets: the gateway's webhook is acknowledged with p99 ≤ 100 ms, and a
 * browser waiting on the transaction sees PAID ≤ 2 s after the webhook arrives.
 */
export const PAYMENT_WEBHOOKS = {
  /** Checkouts opened, one per imported BIN, each paid by one webhook. */
  checkouts: 300,
  /** Webhooks per second, as a provider delivers them on a deadline day. */
  rate: 30,
  /** Every n-th webhook is delivered twice (providers retry); the duplicate is timed too. */
  duplicateEvery: 5,
  /** Every n-th payment has a browser polling its transaction until it shows PAID. */
  watchEvery: 10,
  pollMs: 100,
  timeoutMs: 5_000,
  ackP99BudgetMs: 100,
  paidVisibleBudgetMs: 2_000,
  setupConcurrency: 4,
};

const BIN_PREFIX = '808-08-0008-';
const binOf = (i: number) => benchBin(BIN_PREFIX, i);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Imports bills, then as one taxpayer creates a billing and opens a sandbox checkout for each;
 * then plays the provider: delivers the signed 'paid' webhooks at a fixed rate (some twice),
 * timing each acknowledgement, while a "browser" polls every tenth transaction until it reads
 * PAID, timing from the moment its webhook was sent.
 */
export const paymentWebhooksProbe: Probe = {
  name: 'payment_webhooks',
  prepareData: async ({ dataDir, workDir, log }) => {
    log(`importing ${PAYMENT_WEBHOOKS.checkouts} bench bills through the CLI`);
    await importBenchBills({
      prefix: BIN_PREFIX,
      count: PAYMENT_WEBHOOKS.checkouts,
      workDir,
      env: { BAYAN_DATA_DIR: dataDir },
    });
  },
  async run({ baseUrl, log }) {
    const p = PAYMENT_WEBHOOKS;
    const setup = httpClient(baseUrl, { maxSockets: p.setupConcurrency, timeoutMs: 30_000 });
    const provider = httpClient(baseUrl, { maxSockets: 50, timeoutMs: p.timeoutMs });
    const browser = httpClient(baseUrl, { maxSockets: 50, timeoutMs: p.timeoutMs });
    try {
      const mobile = '639170099002';
      await signUp(setup, mobile);
      const auth = { authorization: `Bearer ${await signIn(setup, mobile)}` };
      const typeId = await quarterlyTypeId(setup);

      log(`creating ${p.checkouts} billings and sandbox checkouts`);
      const opened: { transactionId: string; checkoutId: string; amount: number }[] = new Array(p.checkouts);
      let next = 0;
      await Promise.all(
        Array.from({ length: p.setupConcurrency }, async () => {
          while (next < p.checkouts) {
            const i = next++;
            opened[i] = await openCheckout(setup, auth, typeId, binOf(i));
          }
        }),
      );

      // The delivery order: each payment's webhook, and after every n-th a duplicate of it.
      const deliveries = opened.flatMap((o, i) =>
        (i + 1) % p.duplicateEvery === 0
          ? [
              { ...o, i },
              { ...o, i },
            ]
          : [{ ...o, i }],
      );
      const visibleAfter: number[] = [];
      const watchers: Promise<void>[] = [];
      const watch = (transactionId: string, sentAt: number) =>
        (async () => {
          while (performance.now() - sentAt < p.timeoutMs) {
            const { status, body } = await browser.send(
              'GET',
              `/api/v1/taxpayers/transaction_histories/${transactionId}`,
              undefined,
              auth,
            );
            if (status === 200 && body.includes('"status":"PAID"')) {
              visibleAfter.push(performance.now() - sentAt);
              return;
            }
            await sleep(p.pollMs);
          }
          visibleAfter.push(Number.POSITIVE_INFINITY);
        })();

      log(`delivering ${deliveries.length} webhooks at ${p.rate}/s (every ${p.duplicateEvery}th twice)`);
      const acks = await pacedRun({
        rate: p.rate,
        durationSeconds: deliveries.length / p.rate,
        maxInFlight: 50,
        failureLatencyMs: p.timeoutMs,
        send: async (n) => {
          const delivery = deliveries[n];
          if (!delivery) return 0;
          const sentAt = performance.now();
          const first = n === 0 || deliveries[n - 1]?.i !== delivery.i;
          if (first && delivery.i % p.watchEvery === 0) watchers.push(watch(delivery.transactionId, sentAt));
          return deliverPaidWebhook(
            provider,
            delivery.checkoutId,
            `evt_bench_${delivery.checkoutId}`,
            delivery.amount,
          );
        },
      });
      await Promise.all(watchers);

      const rows: Row[] = [
        ...latencyRows({ latency: 'webhook ack', subject: 'webhook' }, acks, p.ackP99BudgetMs),
        {
          metric: 'PAID visible after the webhook, max',
          value: visibleAfter.length ? Math.max(...visibleAfter) : null,
          unit: 'ms',
          decimals: 0,
          budget: { op: '<=', limit: p.paidVisibleBudgetMs },
        },
        {
          metric: 'PAID visible after the webhook, p50',
          value: percentile(visibleAfter, 0.5),
          unit: 'ms',
          decimals: 0,
        },
      ];
      return { rows, details: { settings: p, acks, visibleAfterMs: visibleAfter } };
    } finally {
      setup.close();
      provider.close();
      browser.close();
    }
  },
};
