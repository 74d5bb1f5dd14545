import { signIn, signUp } from '../lib/bench-account';
import { benchBin, importBenchBills } from '../lib/bench-bills';
import { createBilling, deliverPaidWebhook, openCheckout, quarterlyTypeId } from '../lib/bench-payments';
import { completeBenchProfile } from '../lib/bench-profile';
import { auditPage, lcpNote, medianOf, auditNotes, shiftNote, type PageAudit } from '../lib/lighthouse-audit';
import { httpClient } from '../lib/paced';
import { presetLocalStorage } from '../lib/preset-storage';
import type { Probe, ProbeContext, Row } from '../lib/types';

/** Issue 12's budget for the signed-in pages (Lighthouse mobile, median of 3). */
export const SIGNED_IN_LIGHTHOUSE = {
  /** Transactions on the bench account; the history shows the newest 10 and pages the rest. */
  transactions: 20,
  /** Of those, the oldest few are paid, so the list shows more than one status. */
  paid: 5,
  performance: 95,
  accessibility: 100,
  cls: 0.05,
};

const BIN_PREFIX = '606-06-0006-';
const MOBILE = '639170099020';

/**
 * Signs up a resident, completes the first-login profile and gives the account its transactions
 * through the API (billings for imported bills, some paid by the sandbox's webhook). Returns what
 * the web keeps in local storage once signed in, and the newest (unpaid) transaction's id.
 */
async function seedAccount({ baseUrl, log }: ProbeContext) {
  const s = SIGNED_IN_LIGHTHOUSE;
  const client = httpClient(baseUrl, { maxSockets: 2, timeoutMs: 30_000 });
  try {
    await signUp(client, MOBILE);
    const token = await signIn(client, MOBILE);
    const profile = await completeBenchProfile(baseUrl, token);
    const auth = { authorization: `Bearer ${token}` };
    const typeId = await quarterlyTypeId(client);
    log(`creating ${s.transactions} transactions (${s.paid} paid) for the signed-in pages`);
    let newest = '';
    for (let i = 0; i < s.transactions; i++) {
      const bin = benchBin(BIN_PREFIX, i);
      if (i < s.paid) {
        const { transactionId, checkoutId, amount } = await openCheckout(client, auth, typeId, bin);
        const status = await deliverPaidWebhook(client, checkoutId, `evt_signed_in_${checkoutId}`, amount);
        if (status !== 200) throw new Error(`webhook for ${transactionId}: HTTP ${status}`);
      } else {
        newest = await createBilling(client, auth, typeId, bin);
      }
    }
    return { storage: { token, profile: JSON.stringify(profile) }, detailId: newest };
  } finally {
    client.close();
  }
}

function pageRows(label: string, audit: PageAudit): Row[] {
  const s = SIGNED_IN_LIGHTHOUSE;
  const med = (key: Parameters<typeof medianOf>[1]) => medianOf(audit, key);
  return [
    {
      metric: `${label} performance`,
      value: med('performance'),
      unit: '',
      budget: { op: '>=', limit: s.performance },
    },
    {
      metric: `${label} accessibility`,
      value: med('accessibility'),
      unit: '',
      budget: { op: '>=', limit: s.accessibility },
    },
    { metric: `${label} best practices`, value: med('best-practices'), unit: '' },
    { metric: `${label} LCP`, value: med('lcp'), unit: 'ms' },
    { metric: `${label} TBT`, value: med('tbt'), unit: 'ms' },
    { metric: `${label} CLS`, value: med('cls'), unit: '', decimals: 3, budget: { op: '<=', limit: s.cls } },
    { metric: `${label} JS transferred`, value: med('jsBytes') / 1024, unit: 'KiB', decimals: 1 },
  ];
}

/**
 * Lighthouse mobile on two signed-in pages: the transaction history of an account with 20
 * transactions, and the detail of its newest one. Each run starts from a fresh profile holding
 * only the session in local storage, as a returning resident's phone after its cache was cleared.
 */
export const lighthouseSignedInProbe: Probe = {
  name: 'lighthouse_signed_in',
  prepareData: async ({ dataDir, workDir, log }) => {
    log(`importing ${SIGNED_IN_LIGHTHOUSE.transactions} bills for the signed-in pages`);
    await importBenchBills({
      prefix: BIN_PREFIX,
      count: SIGNED_IN_LIGHTHOUSE.transactions,
      workDir,
      env: { BAYAN_DATA_DIR: dataDir },
    });
  },
  async run(ctx) {
    const { storage, detailId } = await seedAccount(ctx);
    const prepare = (port: number) => presetLocalStorage(port, ctx.baseUrl, storage);
    const pages = [
      { label: 'history', path: '/transaction-history', api: '/api/v1/taxpayers/transaction_histories?' },
      {
        label: 'detail',
        path: `/transaction-history/${detailId}`,
        api: `/api/v1/taxpayers/transaction_histories/${detailId}`,
      },
    ];
    const rows: Row[] = [];
    const notes: string[] = [];
    const details: Record<string, PageAudit> = {};
    for (const page of pages) {
      const audit = await auditPage(ctx, `${ctx.baseUrl}${page.path}`, {
        name: `signed-in-${page.label}`,
        prepare,
        mustFetch: page.api,
      });
      rows.push(...pageRows(page.label, audit));
      notes.push(...auditNotes(audit, `lighthouse ${page.label}`));
      if (medianOf(audit, 'performance') < SIGNED_IN_LIGHTHOUSE.performance)
        notes.push(lcpNote(audit, `lighthouse ${page.label}`));
      if (medianOf(audit, 'cls') > SIGNED_IN_LIGHTHOUSE.cls)
        notes.push(shiftNote(audit, `lighthouse ${page.label}`));
      details[page.label] = audit;
    }
    return { rows, notes, details };
  },
};
