import { signIn, signUp } from '../lib/bench-account';
import { benchBin, importBenchBills } from '../lib/bench-bills';
import { createBilling, quarterlyTypeId } from '../lib/bench-payments';
import { completeBenchProfile } from '../lib/bench-profile';
import { auditAccessibility } from '../lib/lighthouse-audit';
import { httpClient } from '../lib/paced';
import { presetLocalStorage } from '../lib/preset-storage';
import type { Probe, ProbeContext, Row } from '../lib/types';

/** Issue 13: Lighthouse accessibility 100 on every route, signed out and signed in. */
const ACCESSIBILITY_BUDGET = 100;
const BIN_PREFIX = '606-06-0008-';
const MOBILE = '639170099030';

/**
 * The routes of §2.1 and §2.2 that exist (src/app/routes/route-table.ts), with the states a
 * person meets: a deep link to a signed-in page while signed out asks to sign in; an unknown
 * address is "Page not found". A new page adds its path here.
 */
const SIGNED_OUT = [
  '/',
  '/about',
  '/faq',
  '/how-to',
  '/how-to?language=filipino',
  '/privacy-policy',
  '/terms-and-condition',
  '/downloadable-form',
  '/contact-us',
  '/e-services',
  '/service-unavailable',
  '/mobile/login',
  '/mobile/sign-up',
  '/mobile/forgot-password',
  '/transaction-history',
  '/no-such-page',
  // The officer's console before a staff sign-in (issue 18).
  '/console',
  // A business permit's public verification page (issue 18), for a code no permit has.
  '/verify/AAAAAAAAAAAAAAAAAAAA',
];

const signedIn = (transactionId: string) => [
  '/',
  '/profile-edit',
  '/transaction-history',
  `/transaction-history/${transactionId}`,
  `/success-page?transaction_id=${transactionId}`,
  '/create-transaction/rptax-billing',
  '/create-transaction/rpt-land-transaction',
  // The application renderer with the new business permit (issue 18).
  '/create-transaction/e2e-business-permit-new',
  '/e-help/report-incident',
  '/e-help/my-reports',
  '/e-help/immunization-registration',
];

/** Pages read in Filipino too (lang="fil" on the document, the Filipino catalogues). */
const IN_FILIPINO = ['/', '/transaction-history'];

async function seedAccount({ baseUrl }: ProbeContext) {
  const client = httpClient(baseUrl, { maxSockets: 2, timeoutMs: 30_000 });
  try {
    await signUp(client, MOBILE);
    const token = await signIn(client, MOBILE);
    const profile = await completeBenchProfile(baseUrl, token);
    const id = await createBilling(
      client,
      { authorization: `Bearer ${token}` },
      await quarterlyTypeId(client),
      benchBin(BIN_PREFIX, 0),
    );
    return { storage: { token, profile: JSON.stringify(profile) }, transactionId: id };
  } finally {
    client.close();
  }
}

/** Lighthouse accessibility (one run each) on every route, signed out, signed in and in Filipino. */
export const lighthouseAccessibilityProbe: Probe = {
  name: 'lighthouse_accessibility',
  prepareData: ({ dataDir, workDir }) =>
    importBenchBills({ prefix: BIN_PREFIX, count: 1, workDir, env: { BAYAN_DATA_DIR: dataDir } }),
  async run(ctx) {
    const { storage, transactionId } = await seedAccount(ctx);
    const visits = [
      ...SIGNED_OUT.map((path) => ({ label: `signed out ${path}`, path, storage: {} })),
      ...signedIn(transactionId).map((path) => ({ label: `signed in ${path}`, path, storage })),
      ...IN_FILIPINO.map((path) => ({
        label: `Filipino, signed in ${path}`,
        path,
        storage: { ...storage, locale: 'fil' },
      })),
    ];
    const rows: Row[] = [];
    const notes: string[] = [];
    for (const [i, visit] of visits.entries()) {
      ctx.log(`accessibility ${i + 1}/${visits.length}: ${visit.label}`);
      const preset = visit.storage;
      const { score, misses } = await auditAccessibility(ctx, `${ctx.baseUrl}${visit.path}`, {
        name: `a11y-${i}`,
        prepare: Object.keys(preset).length
          ? (port) => presetLocalStorage(port, ctx.baseUrl, preset)
          : undefined,
      });
      rows.push({
        metric: visit.label,
        value: score,
        unit: '',
        budget: { op: '>=', limit: ACCESSIBILITY_BUDGET },
      });
      notes.push(...misses.map((miss) => `${visit.label}: ${miss}`));
    }
    return { rows, notes };
  },
};
