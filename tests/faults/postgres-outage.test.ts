import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type PgCluster } from '../../scripts/pg-cluster.mjs';
import {
  expectOnlyAcknowledgedOr503,
  expectRecovered,
  recordFigures,
  sleep,
  slowest503,
  summary,
} from './outage-checks';
import { freePort } from '../../scripts/free-port.mjs';
import { portalEnv, startPortal, waitFor, type Portal } from './portal-process';
import { deliver, startWebhookLoad, type Delivery } from './webhook-load';

// ~30 webhooks a second, the load of the issue that found the crash; bounded in count and time.
const LOAD = { perSecond: 30, maxCount: 400 };

/** Which of the acknowledged events are missing from the database. */
async function lostAcknowledged(url: string, deliveries: Delivery[]): Promise<string[]> {
  const ids = deliveries.filter((d) => d.status === 200).map((d) => `sandbox:${d.eventId}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('select id from gateway_events where id = any($1)', [
      ids,
    ]);
    const kept = new Set(rows.map((r) => r.id));
    return ids.filter((id) => !kept.has(id));
  } finally {
    await client.end();
  }
}

describe('the portal on PostgreSQL, under a write load', () => {
  let cluster: PgCluster;
  let portal: Portal;
  let base: string;

  beforeAll(async () => {
    cluster = await startCluster();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    portal = startPortal(portalEnv(port, { DATABASE_URL: cluster.url }));
    await waitFor(base, '/readyz', 60_000, portal);
    // The first webhooks compile code paths and open connections: not what the budget measures.
    for (let i = 0; i < 20; i++) await deliver(base, `warm-up-${Date.now()}-${i}`);
  }, 90_000);

  afterAll(async () => {
    portal.child.kill('SIGTERM');
    await Promise.race([portal.exited, sleep(10_000)]);
    portal.child.kill('SIGKILL');
    cluster.stop();
  });

  const expectStillRunning = () => {
    expect(portal.child.exitCode, portal.stderr()).toBeNull();
    expect(portal.child.signalCode).toBeNull();
    expect(portal.stderr()).not.toMatch(/Unhandled 'error' event|Emitted 'error' event/);
  };

  /**
   * Under the webhook load: `fault` takes the database away for 2 s and `recover` brings it back;
   * then every answer was 200 or a quick 503, the portal served again within 2 s, and every
   * acknowledged write is in the database.
   */
  async function outage(
    scenario: { name: string; figures: string },
    fault: (load: ReturnType<typeof startWebhookLoad>) => Promise<void>,
    recover: () => Promise<void> | void,
  ) {
    const load = startWebhookLoad(base, { ...LOAD, prefix: `${scenario.figures}-${Date.now()}` });
    await sleep(1_500);
    await fault(load);
    await sleep(2_000);
    await recover();
    const backAt = performance.now();
    const readyMs = await waitFor(base, '/readyz', 5_000, portal);
    await sleep(2_500);
    const deliveries = await load.stop();

    expectStillRunning();
    expectOnlyAcknowledgedOr503(deliveries);
    expect(deliveries.some((d) => d.status === 503)).toBe(true);
    expect(readyMs).toBeLessThan(2_000);
    const recoveredMs = expectRecovered(deliveries, backAt);
    const lost = await lostAcknowledged(cluster.url, deliveries);
    recordFigures(scenario.figures, { slowest503Ms: slowest503(deliveries), recoveredMs, lost: lost.length });
    expect(lost).toEqual([]);
    console.log(summary(scenario.name, deliveries, recoveredMs));
  }

  it('answers 503 while PostgreSQL is stopped, serves again by itself when it returns, and keeps every acknowledged write', async () => {
    await outage(
      { name: 'PostgreSQL stopped (pg_ctl stop -m immediate) for 2 s', figures: 'postgres_stopped' },
      async (load) => {
        // A burst first, so transactions hold connections when the server goes.
        load.burst(30);
        await cluster.crash();
      },
      () => cluster.restart(),
    );
  }, 60_000);

  it('answers 503 within the budget while PostgreSQL hangs, serves again when it wakes, and keeps every acknowledged write', async () => {
    // No burst here: 30 requests at once queue for the CPU, which is not what the budget measures.
    await outage(
      { name: 'PostgreSQL frozen (SIGSTOP) for 2 s', figures: 'postgres_frozen' },
      () => Promise.resolve(cluster.freeze()),
      () => cluster.thaw(),
    );
  }, 60_000);
});
