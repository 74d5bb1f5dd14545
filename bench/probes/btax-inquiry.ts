import { signIn, signUp } from '../lib/bench-account';
import { httpClient } from '../lib/paced';
import { loadProbe, type LoadTarget } from './api-load';

// A demo BIN whose 2nd to 4th quarters are due (README, "Demo data").
const QUARTERLY_BIN = '101-01-0001-0000001';

/**
 * Issue 6's inquiry budget: the business-tax search a signed-in taxpayer runs from the Quarterly
 * screen (session check, deployment flags, bill look-up), p99 ≤ 50 ms at 500 req/s on the embedded
 * database.
 */
export const BTAX_INQUIRY: LoadTarget = {
  name: 'btax_inquiry',
  path: `/api/temp/taxpayers/business_tax/search?bin=${QUARTERLY_BIN}&transaction_type=QUARTERLY&period=2`,
  rate: 500,
  connections: 50,
  durationSeconds: 10,
  warmupSeconds: 2,
  p99BudgetMs: 50,
  async prepare({ baseUrl }) {
    const client = httpClient(baseUrl, { maxSockets: 1, timeoutMs: 30_000 });
    try {
      const mobile = '639170099001';
      await signUp(client, mobile);
      const token = await signIn(client, mobile);
      return {
        headers: { authorization: `Bearer ${token}` },
        // A found bill, not the 'No Record Found' answer (`data: null`).
        expect: (body) => body.includes(`"bin":"${QUARTERLY_BIN}"`),
      };
    } finally {
      client.close();
    }
  },
};

/** `GET /api/temp/taxpayers/business_tax/search` as a signed-in taxpayer at 500 req/s. */
export const btaxInquiryProbe = loadProbe(BTAX_INQUIRY);
