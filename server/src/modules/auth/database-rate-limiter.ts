import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateEvents } from '../../db/auth-schema';
import { RATE_EVENT_LIFETIME_MS, secondsUntilFree, type RateLimiter, type RateRule } from './rate-limiter';

/**
 * Rate limits kept in the `rate_events` table, so every instance behind a load balancer sees the
 * same counts (PostgreSQL).
 */
export function createDatabaseRateLimiter({ db, now }: { db: Db; now: () => Date }): RateLimiter {
  async function retryAfterIn(executor: Pick<Db, 'select'>, rule: RateRule): Promise<number> {
    const since = new Date(now().getTime() - rule.windowMs);
    const inWindow = and(eq(rateEvents.key, rule.key), gt(rateEvents.at, since));
    // Count first (an index range scan); rows are read only when the limit is reached, and then
    // just the one whose expiry frees a place, so a busy shared address stays cheap to check.
    const [counted] = await executor.select({ n: count() }).from(rateEvents).where(inWindow);
    const n = counted?.n ?? 0;
    if (n < rule.limit) return 0;
    const [freeing] = await executor
      .select({ at: rateEvents.at })
      .from(rateEvents)
      .where(inWindow)
      .orderBy(rateEvents.at)
      .offset(n - rule.limit)
      .limit(1);
    return secondsUntilFree((freeing?.at ?? now()).getTime(), rule.windowMs, now().getTime());
  }
  return {
    retryAfter: (rule) => retryAfterIn(db, rule),

    // Under a per-key lock: a check followed by a separate record let twenty parallel requests
    // all pass before any was counted.
    admit(key, limits) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
        let refused = { wait: 0, refusedBy: -1 };
        for (const [refusedBy, limit] of limits.entries()) {
          const wait = await retryAfterIn(tx, { key, ...limit });
          if (wait > refused.wait) refused = { wait, refusedBy };
        }
        if (refused.wait === 0) await tx.insert(rateEvents).values({ key, at: now() });
        return refused;
      });
    },
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
