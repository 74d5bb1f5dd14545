import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateEvents } from '../../db/auth-schema';

export interface RateRule {
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * Sliding-window limits kept in the database, so every instance behind a load balancer sees the
 * same counts. `retryAfter` asks before the work (and before any hashing); `record` counts an event;
 * `admit` does both in one step where parallel requests must not slip through together.
 */
export function createRateLimiter({ db, now }: { db: Db; now: () => Date }) {
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
    const at = freeing?.at ?? now();
    return Math.max(1, Math.ceil((at.getTime() + rule.windowMs - now().getTime()) / 1000));
  }
  return {
    /** Seconds to wait when the rule's limit is reached within its window, else 0. */
    retryAfter: (rule: RateRule): Promise<number> => retryAfterIn(db, rule),

    /**
     * Checks every limit of one key and records an event only when all pass, under a per-key
     * lock: a check followed by a separate record let twenty parallel requests all pass before
     * any was counted. Returns the seconds to wait and the index of the limit that refused, or
     * wait 0 when admitted (and counted).
     */
    admit(key: string, limits: Omit<RateRule, 'key'>[]): Promise<{ wait: number; refusedBy: number }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
        for (const [refusedBy, limit] of limits.entries()) {
          const wait = await retryAfterIn(tx, { key, ...limit });
          if (wait > 0) return { wait, refusedBy };
        }
        await tx.insert(rateEvents).values({ key, at: now() });
        return { wait: 0, refusedBy: -1 };
      });
    },
    async record(key: string) {
      await db.insert(rateEvents).values({ key, at: now() });
    },
    async clear(key: string) {
      await db.delete(rateEvents).where(eq(rateEvents.key, key));
    },
    async countSince(key: string, windowMs: number) {
      const since = new Date(now().getTime() - windowMs);
      const [row] = await db
        .select({ n: count() })
        .from(rateEvents)
        .where(and(eq(rateEvents.key, key), gt(rateEvents.at, since)));
      return row?.n ?? 0;
    },
    /** Deletes events older than a day (called now and then). */
    async prune() {
      await db.delete(rateEvents).where(lt(rateEvents.at, new Date(now().getTime() - 86_400_000)));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
