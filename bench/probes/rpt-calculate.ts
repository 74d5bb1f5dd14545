import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { signIn, signUp } from '../lib/bench-account';
import { httpClient, pacedRun } from '../lib/paced';
import type { Probe } from '../lib/types';
import { loadRows, type LoadTarget } from './api-load';

/** Owners imported for the probe: many, so the load is not one owner's rows kept in cache. */
const OWNERS = 2_000;
const PATH = '/api/v1/taxpayers/real_property_calculate';
const MOBILE = '639170099140';

const manilaYear = () => Number(new Date().toLocaleString('en-CA', { timeZone: 'Asia/Manila' }).slice(0, 4));
const ownerOf = (i: number) => `BNC${String((i % OWNERS) + 1).padStart(6, '0')}`;
const pinOf = (i: number) =>
  `700-07-007-${String(Math.floor((i % OWNERS) / 1000)).padStart(3, '0')}-${String(i % 1000).padStart(3, '0')}`;

/**
 * One land property a bench owner (₱100,000.00 assessed, paid through last year), imported through
 * the operator CLI as an LGU would (`npm run cli -- import rpt roll.csv`) into the stopped server's
 * database.
 */
async function importBenchRoll({ dataDir, workDir }: { dataDir: string; workDir: string }) {
  const lastYear = manilaYear() - 1;
  const rows = Array.from(
    { length: OWNERS },
    (_, i) =>
      `${ownerOf(i)},BENCH OWNER ${i + 1},${pinOf(i)},,AR-${i + 1},POBLACION,,LAND,RESIDENTIAL,100000.00,${lastYear}-4`,
  );
  const file = join(workDir, `rpt-roll-${Date.now()}.csv`);
  const header =
    'owner_id,owner_name,pin,new_pin,arp_no,barangay,survey_no,kind,classification,assessed_value,paid_through';
  await writeFile(file, `${header}\n${rows.join('\n')}\n`);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/src/cli/main.ts', 'import', 'rpt', file],
    {
      env: { ...process.env, LOG_LEVEL: 'warn', BAYAN_DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`importing the bench roll failed (${code}): ${stderr.slice(-500)}`);
}

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
  prepareData: importBenchRoll,
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
