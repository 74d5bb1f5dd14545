import { createHash } from 'node:crypto';
import { createMemo } from './memo';

export interface CachedJson {
  body: string;
  etag: string;
}

/**
 * Serialized JSON kept in memory for `ttlMs`: content and the module catalogue are read on
 * every page load and change rarely (an operator's CLI edit shows within the TTL). Concurrent
 * misses share one load, so a deadline-day rush does not stampede the database; a failed load is
 * not kept.
 */
export function createJsonCache(ttlMs: number, now: () => number = Date.now, max = 1_000) {
  const memo = createMemo<CachedJson>({ ttlMs, now, max });
  return {
    get: (key: string, load: () => Promise<unknown>): Promise<CachedJson> =>
      memo.get(key, async () => {
        const body = JSON.stringify(await load());
        return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      }),
    clear: () => memo.clear(),
  };
}

export type JsonCache = ReturnType<typeof createJsonCache>;
