import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { freePort } from '../../scripts/free-port.mjs';
import { startCluster } from '../../scripts/pg-cluster.mjs';
import { benchBin, importBenchBills } from '../lib/bench-bills';
import { importBenchRoll } from '../lib/bench-roll';
import { findHaproxy, startHaproxy } from '../lib/haproxy';
import { openLoop } from '../lib/open-loop';
import { httpClient } from '../lib/paced';
import { startFleet } from '../lib/portal-fleet';
import { cpuMeter } from '../lib/process-cpu';
import { cpuRows, failureRows, operationRows } from '../lib/rush-report';
import { freshAccount, prepareRush, RUSH_BINS, rushOperations, type Notified } from '../lib/rush-mix';
import type { Probe, Row } from '../lib/types';

/**
 * Issue 29's deadline day: three portal instances on one PostgreSQL behind HAProxy, an open-loop
 * mix at a fixed arrival rate; one instance SIGKILLed (and restarted) a third of the way in, then
 * all three restarted one by one as a release does. Times are seconds into the measured window.
 */
export const DEADLINE_RUSH = {
  // The budget; DEADLINE_RUSH_RATE measures another rate (a saturation curve).
  rate: Number(process.env.DEADLINE_RUSH_RATE ?? 150),
  warmupSeconds: 15,
  // A shorter run while working on the probe (the kill and the restart are left out when past it).
  seconds: Number(process.env.DEADLINE_RUSH_SECONDS ?? 150),
  instances: 3,
  accounts: 300,
  killAt: 40,
  rollAt: 80,
  /** RECONCILE_INTERVAL_SECONDS of the fleet (portal-fleet.ts). */
  reconcileSeconds: 10,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 90 business-tax look-ups of one fresh account through the balancer: how many got past a 30/min limit, on how many instances. */
async function sharedLimit(baseUrl: string, auth: Record<string, string>) {
  const servedBy = new Set<string>();
  let admitted = 0;
  for (let round = 0; round < 9; round++) {
    await Promise.all(
      Array.from({ length: 10 }, async (_, j) => {
        const bin = benchBin(RUSH_BINS.prefix, round * 10 + j);
        const res = await fetch(
          `${baseUrl}/api/temp/taxpayers/business_tax/search?bin=${bin}&transaction_type=QUARTERLY&period=4`,
          { headers: auth },
        );
        await res.arrayBuffer();
        servedBy.add(res.headers.get('x-served-by') ?? '?');
        if (res.status !== 429) admitted++;
      }),
    );
  }
  return { admitted, instances: servedBy.size };
}

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const reconcilerPasses = async (url: string) =>
  Number(
    (
      await query<{ passes: string }>(url, `select passes from job_leases where job = 'payments-reconciler'`)
    )[0]?.passes ?? 0,
  );

/** Every notified checkout's bill paid exactly once: lost = not paid; doubled = paid by two checkouts or held for refund. */
async function paymentCheck(url: string, notified: Notified[]) {
  const rows = await query<{ receipt: string | null; status: string; paid: string }>(
    url,
    `select t.official_receipt_number as receipt, t.status,
       (select count(*) from checkouts c2 where c2.transaction_id = t.id and c2.status = 'paid') as paid
     from checkouts c join transaction_histories t on t.id = c.transaction_id where c.id = any($1)`,
    [[...new Set(notified.map((n) => n.checkoutId))]],
  );
  return {
    checked: rows.length,
    lost:
      rows.filter((r) => !r.receipt).length + (new Set(notified.map((n) => n.checkoutId)).size - rows.length),
    doubled: rows.filter((r) => Number(r.paid) > 1 || r.status.startsWith('FOR REFUND')).length,
  };
}

export const deadlineRushProbe: Probe = {
  name: 'deadline_rush',
  async run({ workDir, distDir, log, track }) {
    const haproxy = findHaproxy(log);
    if (!haproxy) {
      const note =
        'deadline_rush skipped: HAProxy is not installed and could not be (apt-get install -y haproxy)';
      return { rows: [{ metric: 'skipped: no HAProxy', value: null, unit: '' }], notes: [note] };
    }
    const t = DEADLINE_RUSH;
    log('deadline_rush: PostgreSQL, bills and the property roll');
    const cluster = await startCluster({ settings: ['max_connections=100'] });
    try {
      await importBenchBills({ ...RUSH_BINS, workDir, env: { DATABASE_URL: cluster.url } });
      await importBenchRoll({ workDir, env: { DATABASE_URL: cluster.url } });
      log(`deadline_rush: ${t.instances} portals and HAProxy`);
      const fleet = await startFleet({
        count: t.instances,
        databaseUrl: cluster.url,
        workDir,
        distDir,
        track,
      });
      const lb = startHaproxy({
        binary: haproxy,
        port: await freePort(),
        servers: fleet.ports,
        workDir,
        track,
      });
      const client = httpClient(lb.baseUrl, { maxSockets: 4096, timeoutMs: 30_000 });
      try {
        await sleep(2_000);
        const limit = await sharedLimit(lb.baseUrl, await freshAccount(client, '639175099999'));
        log(`deadline_rush: ${t.accounts} accounts signed in, bills and checkouts primed`);
        const mix = rushOperations(client, await prepareRush(client, lb.baseUrl, cluster.url, t.accounts));
        await mix.prime(120);
        const cpu = cpuMeter({
          postgres: () => [cluster.postmasterPid()],
          portals: () => fleet.pids(),
          haproxy: () => [lb.pid],
        });
        const marks = { killAt: 0, rollFrom: 0, rollTo: 0, passesBefore: 0, passesAfter: 0, windowEnd: 0 };
        let restartMs = 0;
        let exits: (number | null)[] = [];
        log(`deadline_rush: ${t.warmupSeconds} s warm-up, then ${t.seconds} s at ${t.rate} req/s`);
        const run = await openLoop({
          rate: t.rate,
          seconds: t.warmupSeconds + t.seconds,
          operationOf: mix.operationOf,
          send: mix.send,
          at: [
            {
              second: t.warmupSeconds,
              action: async () => {
                cpu.start();
                marks.passesBefore = await reconcilerPasses(cluster.url);
              },
            },
            {
              second: t.warmupSeconds + t.killAt,
              action: async () => {
                log('deadline_rush: SIGKILL portal 2 (restarted at once)');
                marks.killAt = performance.now();
                restartMs = await fleet.kill(1);
              },
            },
            {
              second: t.warmupSeconds + t.rollAt,
              action: async () => {
                log('deadline_rush: rolling restart of all three');
                marks.rollFrom = performance.now();
                exits = await fleet.rollingRestart(log);
                marks.rollTo = performance.now();
              },
            },
            {
              second: t.warmupSeconds + t.seconds,
              action: async () => {
                marks.windowEnd = performance.now();
                marks.passesAfter = await reconcilerPasses(cluster.url);
              },
            },
          ].filter((a) => a.second <= t.warmupSeconds + t.seconds),
        });
        const cpuUsed = cpu.stop();
        const windowSeconds = (marks.windowEnd - (run.start + t.warmupSeconds * 1000)) / 1000;
        const passes = marks.passesAfter - marks.passesBefore;
        const periods = windowSeconds / t.reconcileSeconds;
        await mix.redeliverUnacknowledged();
        const payments = await paymentCheck(cluster.url, mix.notified);
        const measured = run.arrivals.filter((a) => a.sentAt >= run.start + t.warmupSeconds * 1000);
        const ok = measured.filter((a) => a.status >= 200 && a.status < 300).length;

        const rows: Row[] = [
          {
            metric: `arrivals (open loop, ${t.rate} req/s offered)`,
            value: measured.length / t.seconds,
            unit: 'req/s',
            decimals: 1,
          },
          {
            metric: 'answered 2xx',
            value: ok / t.seconds,
            unit: 'req/s',
            decimals: 1,
            budget: { op: '>=', limit: t.rate * 0.95 },
          },
          ...operationRows(measured, t.seconds),
          ...failureRows(run.arrivals, marks),
          { metric: 'killed instance serving again after', value: restartMs, unit: 'ms' },
          {
            metric: 'rolling restart: instances that did not exit 0 on SIGTERM',
            value: exits.filter((code) => code !== 0).length,
            unit: '',
            budget: { op: '<=', limit: 0 },
          },
          { metric: 'payments notified (each paid once)', value: payments.checked, unit: '' },
          { metric: 'payments lost', value: payments.lost, unit: '', budget: { op: '<=', limit: 0 } },
          { metric: 'payments doubled', value: payments.doubled, unit: '', budget: { op: '<=', limit: 0 } },
          {
            metric: `look-ups allowed of 90 under a 30/min limit (served by ${limit.instances} instances)`,
            value: limit.admitted,
            unit: '',
            budget: { op: '<=', limit: 30 },
          },
          {
            metric: 'look-ups allowed under a 30/min limit: at least the limit',
            value: limit.admitted,
            unit: '',
            budget: { op: '>=', limit: 30 },
          },
          {
            metric: `reconciler passes (${periods.toFixed(1)} periods of ${t.reconcileSeconds} s)`,
            value: passes,
            unit: '',
          },
          {
            // Fewer is allowed: a pass still running when its next period begins holds the lease.
            metric: 'reconciler passes beyond one a period',
            value: Math.max(0, passes - (Math.floor(periods) + 1)),
            unit: '',
            budget: { op: '<=', limit: 0 },
          },
          ...cpuRows(cpuUsed, ok),
        ];
        const statuses: Record<string, Record<number, number>> = {};
        for (const a of measured)
          (statuses[a.op] ??= {})[a.status] = ((statuses[a.op] ??= {})[a.status] ?? 0) + 1;
        return {
          rows,
          details: {
            config: t,
            statuses,
            cpuSeconds: cpuUsed,
            limit,
            payments,
            passes,
            periods,
            exits,
            stderr: fleet.stderr(),
            haproxy: lb.stderr(),
          },
        };
      } finally {
        client.close();
        lb.stop();
        await fleet.stop();
      }
    } finally {
      cluster.stop();
    }
  },
};
