import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.mjs';
import { startCluster, type PgCluster } from '../../scripts/pg-cluster.mjs';
import { recordFigures, SLACK_MS, sleep } from './outage-checks';
import { portalEnv, SHUTDOWN_TIMEOUT_MS, startPortal, waitFor, type Portal } from './portal-process';
import { deliver, startWebhookLoad } from './webhook-load';

const DRAIN_MS = 1_500;

/** How many of these acknowledged events are in the database. */
async function keptCount(url: string, eventIds: string[]): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'select count(*) as n from gateway_events where id = any($1)',
      [eventIds.map((id) => `sandbox:${id}`)],
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

describe('SIGTERM on PostgreSQL', () => {
  let cluster: PgCluster;
  const portals: Portal[] = [];

  beforeAll(async () => {
    cluster = await startCluster();
  }, 60_000);

  afterAll(() => {
    for (const portal of portals) portal.child.kill('SIGKILL');
    cluster.stop();
  });

  async function start(extra: Record<string, string>) {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const portal = startPortal(
      portalEnv(port, {
        DATABASE_URL: cluster.url,
        SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
        ...extra,
      }),
    );
    portals.push(portal);
    await waitFor(base, '/readyz', 60_000, portal);
    for (let i = 0; i < 10; i++) await deliver(base, `warm-up-${Date.now()}-${i}`);
    return { base, portal };
  }

  it('drains: not ready first, requests in flight and during the drain all succeed, then it stops listening and exits 0', async () => {
    const { base, portal } = await start({ SHUTDOWN_DRAIN_MS: String(DRAIN_MS) });
    const load = startWebhookLoad(base, { perSecond: 30, maxCount: 400, prefix: `drain-${Date.now()}` });
    await sleep(1_000);
    // Thirty at once, so requests are in flight when the signal lands.
    load.burst(30);
    portal.child.kill('SIGTERM');
    const signalledAt = performance.now();
    const ready = await fetch(`${base}/readyz`);
    const readyMs = performance.now() - signalledAt;
    await sleep(DRAIN_MS + 1_000);
    const deliveries = await load.stop();
    const code = await Promise.race([portal.exited, sleep(SHUTDOWN_TIMEOUT_MS).then(() => 'still running')]);
    const exitMs = performance.now() - signalledAt;

    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect(readyMs).toBeLessThan(500);
    // Sent before the listener closed: every one answered 200 (a balancer still sending meanwhile loses nothing).
    const beforeClose = deliveries.filter((d) => d.sentAt < signalledAt + DRAIN_MS - SLACK_MS);
    expect(beforeClose.filter((d) => d.status !== 200)).toEqual([]);
    expect(beforeClose.filter((d) => d.sentAt > signalledAt).length).toBeGreaterThan(20);
    // After it: refused at the door (no answer), never a 5xx or a cut answer.
    const afterClose = deliveries.filter((d) => d.sentAt > signalledAt + DRAIN_MS + 500);
    expect(afterClose.length).toBeGreaterThan(0);
    expect(afterClose.filter((d) => d.status !== 0)).toEqual([]);
    expect(deliveries.filter((d) => d.status >= 500)).toEqual([]);
    expect(code).toBe(0);
    const acknowledged = deliveries.filter((d) => d.status === 200).map((d) => d.eventId);
    expect(await keptCount(cluster.url, acknowledged)).toBe(acknowledged.length);
    recordFigures('sigterm_draining', {
      exitMs,
      failed: deliveries.filter((d) => d.sentAt < signalledAt + DRAIN_MS - SLACK_MS && d.status !== 200)
        .length,
    });
    console.log(
      `SIGTERM with ${deliveries.length} webhooks (30 at once when it landed): ${acknowledged.length} acknowledged and kept, /readyz 503 after ${Math.round(readyMs)} ms, exited 0 after ${Math.round(exitMs)} ms (drain ${DRAIN_MS} ms)`,
    );
  }, 60_000);

  it('exits within SHUTDOWN_TIMEOUT_MS when PostgreSQL is frozen with a webhook in flight', async () => {
    // The default database deadline: a request waiting on the frozen database outlives the
    // shutdown's deadline, as on a real deployment.
    const { base, portal } = await start({ DB_TIMEOUT_MS: '2000' });
    cluster.freeze();
    try {
      const inFlight = deliver(base, `frozen-${Date.now()}`);
      const load = startWebhookLoad(base, {
        perSecond: 30,
        maxCount: 400,
        prefix: `frozen-load-${Date.now()}`,
      });
      load.burst(30);
      await sleep(100);
      portal.child.kill('SIGTERM');
      const signalledAt = performance.now();
      const code = await Promise.race([portal.exited, sleep(SHUTDOWN_TIMEOUT_MS + 5_000).then(() => 'hung')]);
      const exitMs = performance.now() - signalledAt;
      await load.stop();
      recordFigures('sigterm_frozen', { exitMs });
      console.log(
        `SIGTERM with PostgreSQL frozen and a webhook in flight: exited ${String(code)} after ${Math.round(exitMs)} ms`,
      );
      expect(code).not.toBe('hung');
      expect(exitMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 250 + SLACK_MS);
      // The webhook got an answer (503 at the database deadline) or, cut at the deadline, none.
      expect([0, 503]).toContain((await inFlight).status);
    } finally {
      cluster.thaw();
    }
  }, 60_000);
});
