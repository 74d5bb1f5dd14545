import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import type { Database } from './db/client';
import { taxpayers } from './db/auth-schema';
import { seedDemo } from './db/seed';
import { readEnv } from './env';
import { createJobLeases } from './job-leases';
import { repeatJob } from './repeat-job';
import { openTestDatabase } from './testing/test-database';

/**
 * Two portal instances in one process on one database, as two processes behind a load balancer
 * run on one PostgreSQL (issue 29). Under `npm run test:pg` each instance has its own connection
 * pool; on the embedded database (which one process opens) both share it but are built as on
 * PostgreSQL, so the shared limiter and the job leases are what is under test either way.
 */
let first: Database;
let second: Database;
beforeAll(async () => {
  const opened = await openTestDatabase();
  first = opened;
  await seedDemo(first.db);
  second = opened.reopen ? await opened.reopen() : opened;
});
afterAll(async () => {
  if (second !== first) await second.close();
  await first.close();
});

function instance(database: Database, env: Record<string, string>) {
  const config = readEnv(env);
  return createApp({
    database: { ...database, kind: 'postgres' },
    logger: pino({ level: 'silent' }),
    production: false,
    bodyLimitBytes: config.BODY_LIMIT_BYTES,
    contentCacheSeconds: 0,
    dbTimeoutMs: config.DB_TIMEOUT_MS,
    frameAncestors: config.WALLET_FRAME_ANCESTORS,
    config,
  });
}

const RPT_LIST = '/api/v1/taxpayers/real_property_list';

describe('two instances on one database', () => {
  it('share a look-up limit: 30 a minute allows 30 look-ups in all, not 30 on each', async () => {
    const env = { BTAX_LOOKUPS_PER_MINUTE: '30' };
    const [a, b] = [instance(first, env), instance(second, env)];
    const [row] = await first.db
      .insert(taxpayers)
      .values({
        mobileNumber: '639175550001',
        passwordHash: 'x',
        status: 'active',
        firstName: 'A',
        lastName: 'B',
      })
      .returning({ id: taxpayers.id });
    const { token } = await a.infrastructure.sessions.create(row?.id ?? 0);
    const lookUp = (app: typeof a, i: number) =>
      app.app.request(
        `/api/temp/taxpayers/business_tax/search?bin=111-11-1111-${String(i).padStart(7, '0')}&transaction_type=QUARTERLY&period=1`,
        {
          headers: { Authorization: `Bearer ${token}` },
        },
      );
    // Sixty look-ups in parallel, alternating instances: each instance alone would allow 30.
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => lookUp(i % 2 ? b : a, i)).map(async (r) => (await r).status),
    );
    expect(statuses.filter((s) => s !== 429)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    // The property tax look-ups count apart, and as strictly.
    const rpt = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? b : a).app.request(`${RPT_LIST}?owner_id=${i}`, {
          headers: { Authorization: `Bearer ${token}` },
        }),
      ),
    );
    expect(rpt.filter((r) => r.status === 429).length).toBe(10);
  });

  it('let exactly one of them claim a period of a job, and none claim it twice', async () => {
    const job = `claim-race-${Date.now()}`;
    const leases = [
      createJobLeases({ db: first.db, holder: 'instance-a' }),
      createJobLeases({ db: second.db, holder: 'instance-b' }),
    ];
    // An hour-long period: every claim below falls in the same one.
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) => leases[i % 2]?.claim(job, 3_600_000)),
    );
    const won = claims.filter((release) => release);
    expect(won).toHaveLength(1);
    await won[0]?.();
    expect(await leases[0]?.claim(job, 3_600_000)).toBeNull();
    expect(await leases[1]?.claim(job, 3_600_000)).toBeNull();
  });

  it('run each periodic pass once a period, whichever instance wins it', async () => {
    const intervalMs = 250;
    const job = `once-test-${Date.now()}`;
    let passes = 0;
    const stops = [first, second].map((database) =>
      repeatJob(() => Promise.resolve(void passes++), intervalMs, {
        logger: { warn: () => undefined },
        what: 'test pass',
        shared: { job, leases: createJobLeases({ db: database.db }) },
      }),
    );
    const started = Date.now();
    await new Promise((r) => setTimeout(r, 2_000));
    stops.forEach((stop) => stop());
    const periods = (Date.now() - started) / intervalMs;
    // Each instance alone would run a pass a period: twice as many passes as periods in all.
    expect(passes).toBeGreaterThanOrEqual(Math.floor(periods) - 2);
    expect(passes).toBeLessThanOrEqual(Math.ceil(periods) + 1);
  });

  it.runIf(readEnv().DATABASE_URL)(
    'tell each other of a sign-out at once, though each caches sessions for a minute',
    async () => {
      const env = { SESSION_CACHE_SECONDS: '60' };
      const [a, b] = [instance(first, env), instance(second, env)];
      const [row] = await first.db
        .insert(taxpayers)
        .values({
          mobileNumber: '639175550002',
          passwordHash: 'x',
          status: 'active',
          firstName: 'A',
          lastName: 'B',
        })
        .returning({ id: taxpayers.id });
      const { token, sessionId } = await a.infrastructure.sessions.create(row?.id ?? 0);
      // Both instances have read (and cached) the session.
      await a.infrastructure.sessions.resolve(token);
      await b.infrastructure.sessions.resolve(token);
      // The listeners connect in the background: give them a moment, as a running instance has had.
      await new Promise((r) => setTimeout(r, 500));
      await a.infrastructure.sessions.revoke(sessionId);
      const started = Date.now();
      let refused = false;
      while (!refused && Date.now() - started < 2_000) {
        refused = await b.infrastructure.sessions.resolve(token).then(
          () => false,
          () => true,
        );
        if (!refused) await new Promise((r) => setTimeout(r, 20));
      }
      expect(refused).toBe(true);
      expect(Date.now() - started).toBeLessThan(1_000);
    },
  );

  it.runIf(readEnv().DATABASE_URL)(
    'tell each other of a session stepped up (issue 25) at once, though each caches sessions for a minute',
    async () => {
      const env = { SESSION_CACHE_SECONDS: '60' };
      const [a, b] = [instance(first, env), instance(second, env)];
      const [row] = await first.db
        .insert(taxpayers)
        .values({
          mobileNumber: '639175550003',
          passwordHash: 'x',
          status: 'active',
          firstName: 'A',
          lastName: 'B',
        })
        .returning({ id: taxpayers.id });
      const { token, sessionId } = await a.infrastructure.sessions.create(row?.id ?? 0);
      expect((await b.infrastructure.sessions.resolve(token)).secondFactor).toBe(false);
      await new Promise((r) => setTimeout(r, 500));
      await a.infrastructure.sessions.upgrade(sessionId);
      const started = Date.now();
      let full = false;
      while (!full && Date.now() - started < 2_000) {
        full = (await b.infrastructure.sessions.resolve(token)).secondFactor === true;
        if (!full) await new Promise((r) => setTimeout(r, 20));
      }
      expect(full).toBe(true);
      expect(Date.now() - started).toBeLessThan(1_000);
    },
  );
});
