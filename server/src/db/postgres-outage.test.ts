import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { readEnv } from '../env';
import { isDatabaseUnavailable } from '../http/error-handler';
import { accountsClient, mobileNumbers, type AccountsClient } from '../testing/accounts-client';
import { createFakePasswords } from '../testing/fake-passwords';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';
import { openDatabase, type Database } from './client';
import { seedDemo } from './seed';

// PostgreSQL only (`npm run test:pg`): the embedded database has no connection to lose.
const url = readEnv().DATABASE_URL;
// Small, so a hung database that is not answered within it shows at once (README: 503 within it).
const BUDGET_MS = 500;
// Timers fire a little late on a busy machine.
const SLACK_MS = 100;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function timed<T>(work: () => T | Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

async function settled(work: () => Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const { value, ms } = await timed(() =>
    work().then(
      () => undefined,
      (err: unknown) => err,
    ),
  );
  return { error: value, ms };
}

describe.skipIf(!url)('PostgreSQL going away under the portal', () => {
  const schema = `outage_${process.pid}_${randomBytes(4).toString('hex')}`;
  let proxy: TcpProxy;
  let database: Database;
  let client: AccountsClient;
  let token: string;

  const reads = () => [
    () => client.get('/v1/taxpayers/cms'),
    () => client.get('/v1/taxpayers/profile', token),
    () => client.get('/v1/taxpayers/transaction_histories', token),
  ];

  async function expectAllUnavailable() {
    for (const read of reads()) {
      const { value: res, ms } = await timed(read);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(((await res.json()) as { message: string }).message).toBe(
        'The service is temporarily unavailable. Please try again shortly.',
      );
      expect(ms).toBeLessThan(BUDGET_MS + SLACK_MS);
    }
  }

  async function expectRecoveredWithin(ms: number) {
    const deadline = performance.now() + ms;
    for (const read of reads()) {
      for (;;) {
        const res = await read();
        if (res.status === 200) break;
        expect(performance.now()).toBeLessThan(deadline);
        await sleep(50);
      }
    }
  }

  beforeAll(async () => {
    const target = new URL(url ?? '');
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(target);
    viaProxy.host = proxy.address();
    database = await openDatabase({
      url: viaProxy.toString(),
      dataDir: 'memory://',
      schema,
      timeoutMs: BUDGET_MS,
      poolSize: 4,
    });
    await seedDemo(database.db);
    const defaults = readEnv({});
    const { app } = createApp({
      database,
      logger: pino({ level: 'silent' }),
      production: false,
      bodyLimitBytes: defaults.BODY_LIMIT_BYTES,
      // Nothing from a cache: every read below asks the database.
      contentCacheSeconds: 0,
      dbTimeoutMs: BUDGET_MS,
      frameAncestors: defaults.WALLET_FRAME_ANCESTORS,
      adapters: { passwords: createFakePasswords().passwords },
    });
    client = accountsClient(app);
    token = (await client.signUp(mobileNumbers(171_000_000)())).token;
  });

  // A failed test must not leave the next one without its database.
  afterEach(() => proxy.up());

  afterAll(async () => {
    await proxy.up();
    try {
      await database.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
    } finally {
      await database.close();
      await proxy.close();
    }
  });

  it('fails a transaction whose connection drops with a 503 error, without an uncaught error event', async () => {
    let dropped = false;
    const { error } = await settled(() =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // The pooled client is checked out: only its own listener can take the 'error' event.
        await proxy.down();
        dropped = true;
        await sleep(100);
        await tx.execute(sql`select 1`);
      }),
    );
    expect(dropped).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(true);
    await proxy.up();
    await expectRecoveredWithin(2_000);
  });

  it('answers 503 with Retry-After within the budget while PostgreSQL refuses connections, then recovers', async () => {
    await proxy.down();
    await expectAllUnavailable();
    await proxy.up();
    await expectRecoveredWithin(2_000);
  });

  it('answers 503 within the budget while PostgreSQL hangs, then recovers', async () => {
    // Warm the pool first, so the hang meets connections already open as well as new ones.
    await expectRecoveredWithin(2_000);
    proxy.freeze();
    await expectAllUnavailable();
    await proxy.up();
    await expectRecoveredWithin(2_000);
  });

  it('gives up on a transaction that hangs within the budget, rollback included', async () => {
    await expectRecoveredWithin(2_000);
    let frozen = false;
    const { error, ms } = await settled(() =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.freeze();
        frozen = true;
        await tx.execute(sql`select 1`);
      }),
    );
    expect(frozen).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(ms).toBeLessThan(BUDGET_MS + SLACK_MS);
    await proxy.up();
    // The client that hung was dropped, not handed to the next request still waiting on its query.
    const next = await timed(() => database.db.execute(sql`select 1`));
    expect(next.ms).toBeLessThan(BUDGET_MS);
  });
});
