/** A sliding-window limit: at most `limit` events of `key` within the last `windowMs`. */
export interface RateRule {
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * Sliding-window limits on sign-in, sign-up, OTP and password-reset traffic. `retryAfter` asks
 * before the work (and before any hashing); `record` counts an event; `admit` does both in one
 * step where parallel requests must not slip through together.
 *
 * Two implementations keep the same behaviour (`rate-limiters.test.ts` runs one suite on both):
 * in the database, so every instance behind a load balancer sees the same counts (PostgreSQL),
 * and in memory for the embedded database, which only one process can open.
 */
export interface RateLimiter {
  /** Seconds to wait when the rule's limit is reached within its window, else 0. */
  retryAfter(rule: RateRule): Promise<number>;
  /**
   * Checks every limit of one key and records an event only when all pass, atomically. Returns
   * the seconds to wait and the index of the limit that refused, or wait 0 when admitted (and
   * counted). When several refuse, the one with the longest wait answers: waiting less would only
   * meet the next refusal.
   */
  admit(key: string, limits: Omit<RateRule, 'key'>[]): Promise<{ wait: number; refusedBy: number }>;
  record(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  /** Forgets events older than a day. */
  prune(): Promise<void>;
}

/** Events are kept for a day: longer than any window a rule uses. */
export const RATE_EVENT_LIFETIME_MS = 86_400_000;

/** Whole seconds (at least 1) until the event at `freeingAt` leaves a window of `windowMs`. */
export function secondsUntilFree(freeingAt: number, windowMs: number, now: number): number {
  return Math.max(1, Math.ceil((freeingAt + windowMs - now) / 1000));
}
