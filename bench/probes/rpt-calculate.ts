import { signIn, signUp } from '../lib/bench-account';
import { importBenchRoll, manilaYear, ownerOf, pinOf, ROLL_OWNERS as OWNERS } from '../lib/bench-roll';
import { httpClient, pacedRun } from '../lib/paced';
import type { Probe } from '../lib/types';
import { loadRows, type LoadTarget } from './api-load';

const PATH = '/api/v1/taxpayers/real_property_calculate';
const MOBILE = '639170099140';

/**
 * Issue 14's budget: the Calculate of the property-tax screen (session check, the owner's roll,
 * paid and pending quarters, the computation), p99 ≤ 50 ms at 300 req/s on the embedded
 * database, spread over 2,000 owners.
 */
export const RPT_CALCULATE: LoadTarget = {
  name: 'rpt_calculate',
  path: PATH,
  rate: 300,
  connections: 50,
  durationSeconds: 10,
  warmupSeconds: 2,
  p99BudgetMs: 50,
};

/** `POST /api/v1/taxpayers/real_property_calculate` as one signed-in taxpayer at 300 req/s. */
export const rptCalculateProbe: Probe = {
  name: RPT_CALCULATE.name,
  prepareData: ({ dataDir, workDir }) => importBenchRoll({ workDir, env: { BAYAN_DATA_DIR: dataDir } }),
  async run({ baseUrl, log }) {
    const target = RPT_CALCULATE;
    const setup = httpClient(baseUrl, { maxSockets: 1, timeoutMs: 30_000 });
    let token: string;
    try {
      await signUp(setup, MOBILE);
      token = await signIn(setup, MOBILE);
    } finally {
      setup.close();
    }
    const headers = { authorization: `Bearer ${token}` };
    const year = manilaYear();
    const body = (i: number) => ({
      _method: 'put',
      owner_id: ownerOf(i),
      year,
      properties: [{ pin: pinOf(i), period: 4 }],
    });
    const client = httpClient(baseUrl, { maxSockets: target.connections, timeoutMs: 5_000 });
    try {
      // A real calculation, not a 422: the property comes back selected with its total.
      const first = await client.send('POST', PATH, body(0), headers);
      if (first.status !== 200 || !first.body.includes('"selected":true')) {
        throw new Error(`${PATH}: HTTP ${first.status} ${first.body.slice(0, 300)}`);
      }
      const send = (i: number) => client.send('POST', PATH, body(i), headers).then((r) => r.status);
      const run = (durationSeconds: number) =>
        pacedRun({ rate: target.rate, durationSeconds, maxInFlight: target.connections * 4, send });
      log(`warm-up ${target.warmupSeconds} s on ${PATH}`);
      await run(target.warmupSeconds);
      log(`${target.durationSeconds} s at ${target.rate} req/s over ${OWNERS} owners`);
      const result = await run(target.durationSeconds);
      return { rows: loadRows(target, result), details: { target, owners: OWNERS, result } };
    } finally {
      client.close();
    }
  },
};
