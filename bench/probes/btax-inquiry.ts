import { signIn, signUp } from '../lib/bench-account';
import { benchBin, importBenchBills } from '../lib/bench-bills';
import { httpClient } from '../lib/paced';
import type { ProbeContext } from '../lib/types';
import { loadProbe, type LoadTarget } from './api-load';

/** BINs imported for the inquiry probes: many, so the load is not one bill kept in memory. */
export const INQUIRY_BINS = { prefix: '707-07-0007-', count: 2_000 };
const searchPath = (bin: string) =>
  `/api/temp/taxpayers/business_tax/search?bin=${bin}&transaction_type=QUARTERLY&period=4`;

/** Signs a taxpayer in; the requests then spread round-robin over the imported BINs. */
export async function inquiryRequests({ baseUrl }: Pick<ProbeContext, 'baseUrl'>, mobile: string) {
  const client = httpClient(baseUrl, { maxSockets: 1, timeoutMs: 30_000 });
  try {
    await signUp(client, mobile);
    const token = await signIn(client, mobile);
    const binOf = (i: number) => benchBin(INQUIRY_BINS.prefix, i % INQUIRY_BINS.count);
    return {
      headers: { authorization: `Bearer ${token}` },
      pathOf: (i: number) => searchPath(binOf(i)),
      // A found bill, not the 'No Record Found' answer (`data: null`).
      expect: (body: string) => body.includes(`"bin":"${binOf(0)}"`),
    };
  } finally {
    client.close();
  }
}

/**
 * Issue 6's inquiry budget: the business-tax search a signed-in taxpayer runs from the Quarterly
 * screen (session check, deployment flags, bill look-up), p99 ≤ 50 ms at 500 req/s on the embedded
 * database, spread over 2,000 imported BINs.
 */
export const BTAX_INQUIRY: LoadTarget = {
  name: 'btax_inquiry',
  path: searchPath(benchBin(INQUIRY_BINS.prefix, 0)),
  rate: 500,
  connections: 50,
  durationSeconds: 10,
  warmupSeconds: 2,
  p99BudgetMs: 50,
  prepare: (ctx) => inquiryRequests(ctx, '639170099001'),
};

/** `GET /api/temp/taxpayers/business_tax/search` as a signed-in taxpayer at 500 req/s. */
export const btaxInquiryProbe = {
  ...loadProbe(BTAX_INQUIRY),
  prepareData: ({ dataDir, workDir }: { dataDir: string; workDir: string }) =>
    importBenchBills({ ...INQUIRY_BINS, workDir, env: { BAYAN_DATA_DIR: dataDir } }),
};
