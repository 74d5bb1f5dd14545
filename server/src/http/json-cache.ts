import { createHash } from 'node:crypto';

export interface CachedJson {
  body: string;
  etag: string;
}

/**
 * Serialized JSON kept in memory for `ttlMs`: content and the module catalogue are read on
 * every page load and change rarely (an operator's CLI edit shows within the TTL). Concurrent
 * misses share one load, so a deadline-day rush does not stampede the database.
 */
export function createJsonCache(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { expires: number; value: Promise<CachedJson> }>();
  return {
    get(key: string, load: () => Promise<unknown>): Promise<CachedJson> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const value = load().then((data) => {
        const body = JSON.stringify(data);
        return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      });
      entries.set(key, { expires: now() + ttlMs, value });
      // A failed load must not be cached: the next request tries again.
      value.catch(() => entries.delete(key));
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

export type JsonCache = ReturnType<typeof createJsonCache>;
