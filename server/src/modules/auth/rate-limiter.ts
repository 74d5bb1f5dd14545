import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateEvents } from '../../db/auth-schema';

export interface RateRule {
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * Sliding-window limits kept in the database, so every instance behind a load balancer sees the
 * same counts. `check` asks before the work (and before any hashing); `record` counts an event.
 */
export function createRateLimiter({ db, now }: { db: Db; now: () => Date }) {
  async function oldestInWindow(rule: RateRule) {
    const since = new Date(now().getTime() - rule.windowMs);
    const rows = await db
      .select({ at: rateEvents.at })
      .from(rateEvents)
      .where(and(eq(rateEvents.key, rule.key), gt(rateEvents.at, since)))
      .orderBy(rateEvents.at)
      .limit(rule.limit);
    return rows;
  }
  return {
    /** Seconds to wait when the rule's limit is reached within its window, else 0. */
    async retryAfter(rule: RateRule): Promise<number> {
      const rows = await oldestInWindow(rule);
      if (rows.length < rule.limit) return 0;
      const first = rows[0]?.at ?? now();
      return Math.max(1, Math.ceil((first.getTime() + rule.windowMs - now().getTime()) / 1000));
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
