import { RATE_EVENT_LIFETIME_MS, secondsUntilFree, type RateLimiter, type RateRule } from './rate-limiter';

/** The index of the first time in an ascending list that is later than `since`. */
function firstAfter(times: number[], since: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((times[mid] ?? 0) > since) high = mid;
    else low = mid + 1;
  }
  return low;
}

interface KeyEvents {
  /** Event times (ms), ascending. */
  times: number[];
  /** The longest window any rule has asked about for this key. */
  windowMs: number;
}

/**
 * Rate limits kept in this process's memory, for the embedded database: its data folder is locked
 * to one process, so this process sees every request, and each check-and-record runs without an
 * await in between (atomic on the event loop). A sign-in then costs no database work for its
 * limits. Counts start again from zero when the server restarts.
 */
export function createMemoryRateLimiter({ now }: { now: () => Date }): RateLimiter {
  const events = new Map<string, KeyEvents>();

  /**
   * The key's events, after dropping those older than the longest window asked about (so a busy
   * key does not keep a day of history); a key's rules always use the same windows.
   */
  function eventsOf(key: string, windowMs: number, at: number): number[] {
    const entry = events.get(key);
    if (!entry) return [];
    entry.windowMs = Math.max(entry.windowMs, windowMs);
    const stale = firstAfter(entry.times, at - entry.windowMs);
    if (stale >= 64) entry.times.splice(0, stale);
    return entry.times;
  }

  function waitFor(rule: RateRule, times: number[], at: number): number {
    const start = firstAfter(times, at - rule.windowMs);
    const n = times.length - start;
    if (n < rule.limit) return 0;
    // The event whose expiry frees a place, as the database limiter picks it.
    return secondsUntilFree(times[start + n - rule.limit] ?? at, rule.windowMs, at);
  }

  function recordAt(key: string, at: number) {
    const entry = events.get(key);
    if (!entry) events.set(key, { times: [at], windowMs: 0 });
    else if ((entry.times.at(-1) ?? 0) <= at) entry.times.push(at);
    else entry.times.splice(firstAfter(entry.times, at), 0, at);
  }

  return {
    retryAfter(rule) {
      const at = now().getTime();
      return Promise.resolve(waitFor(rule, eventsOf(rule.key, rule.windowMs, at), at));
    },
    admit(key, limits) {
      const at = now().getTime();
      const times = eventsOf(key, Math.max(0, ...limits.map((l) => l.windowMs)), at);
      let refused = { wait: 0, refusedBy: -1 };
      for (const [refusedBy, limit] of limits.entries()) {
        const wait = waitFor({ key, ...limit }, times, at);
        if (wait > refused.wait) refused = { wait, refusedBy };
      }
      if (refused.wait === 0) recordAt(key, at);
      return Promise.resolve(refused);
    },
    record(key) {
      recordAt(key, now().getTime());
      return Promise.resolve();
    },
    clear(key) {
      events.delete(key);
      return Promise.resolve();
    },
    prune() {
      const cutoff = now().getTime() - RATE_EVENT_LIFETIME_MS;
      for (const [key, { times }] of events) {
        const keep = firstAfter(times, cutoff - 1);
        if (keep === times.length) events.delete(key);
        else if (keep > 0) times.splice(0, keep);
      }
      return Promise.resolve();
    },
  };
}
