import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateEvents } from '../../db/auth-schema';
import { RATE_EVENT_LIFETIME_MS, type RateLimiter } from './rate-limiter';

/**
 * Rate limits kept in the `rate_events` table, so every instance behind a load balancer sees the
 * same counts (PostgreSQL): a limit of 30 a minute allows 30 whichever instances the requests
 * reach. Each check is one round trip to `rate_admit` (migration 0020): the look-up paths count
 * every request, so the check costs one short statement and no disk flush (the table is unlogged).
 */
export function createDatabaseRateLimiter({ db, now }: { db: Db; now: () => Date }): RateLimiter {
  async function check(key: string, limits: { limit: number; windowMs: number }[], record: boolean) {
    const result = await db.execute(
      sql`select wait_ms, refused_by from rate_admit(${key}, ${now().toISOString()}::timestamptz, ${`{${limits.map((l) => l.limit).join(',')}}`}::integer[], ${`{${limits.map((l) => l.windowMs).join(',')}}`}::bigint[], ${record})`,
    );
    // Both drivers answer raw SQL with `rows`; the shared Db type cannot say so.
    const [row] = (result as unknown as { rows: { wait_ms: string | number; refused_by: number }[] }).rows;
    const waitMs = Number(row?.wait_ms ?? 0);
    // Whole seconds, at least 1, as secondsUntilFree rounds them.
    return { wait: waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0, refusedBy: row?.refused_by ?? -1 };
  }
  return {
    retryAfter: async (rule) => (await check(rule.key, [rule], false)).wait,
    // Under a per-key lock inside rate_admit: a check followed by a separate record let twenty
    // parallel requests all pass before any was counted.
    admit: (key, limits) => check(key, limits, true),
    async record(key) {
      await db.insert(rateEvents).values({ key, at: now() });
    },
    async clear(key) {
      await db.delete(rateEvents).where(eq(rateEvents.key, key));
    },
    async prune() {
      await db
        .delete(rateEvents)
        .where(lt(rateEvents.at, new Date(now().getTime() - RATE_EVENT_LIFETIME_MS)));
    },
  };
}
