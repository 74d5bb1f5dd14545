import type { MiddlewareHandler } from 'hono';
import type { Env } from '../env';
import type { AuthEnv } from '../http/auth-guard';
import { TooManyRequestsError } from '../http/http-errors';

/** One allowance: at most `limit` look-ups within the last `windowMs`. */
export interface LookupWindow {
  limit: number;
  windowMs: number;
}

/** A kind's look-up limit (BillKind.lookupLimit). */
export interface LookupLimitConfig {
  /** The counter's name; each account counts apart under it, e.g. 'btax-lookup'. */
  counter: string;
  /** What the 429 says there were too many of, e.g. 'business tax look-ups'. */
  what: string;
  /** Every allowance must have room (a minute's and an hour's, say). */
  windows: readonly LookupWindow[];
  /**
   * Where the counts live: 'shared' (the instances' limiter: one allowance however many run) or
   * 'database' (in the database on either database, surviving a restart: for a look-up that is a
   * credential, such as an NOV number with its PIN).
   */
  counted: 'shared' | 'database';
}

/** What counts the look-ups (the infrastructure's limiters; modules/auth's RateLimiter). */
export interface LookupCounter {
  admit(key: string, limits: LookupWindow[]): Promise<{ wait: number }>;
}

/** What a look-up limit is made from: the infrastructure's two limiters and the configuration. */
export interface LookupLimitDeps {
  /** Shared by the instances (in memory on the embedded database). */
  limiter: LookupCounter;
  /** Kept in the database whatever the database. */
  dbLimiter: LookupCounter;
  config: Pick<Env, 'BTAX_LOOKUPS_PER_MINUTE'>;
}

/** The refusal's words for a kind's look-ups (`what`); bill-kinds.test.ts checks each has Filipino. */
export const tooManyLookups = (what: string, wait: number) =>
  `Too many ${what}. Please try again in ${String(wait)} second${wait === 1 ? '' : 's'}.`;

/**
 * A per-account limit on a kind's look-ups and billings (after the auth guard), as the kind
 * configures it (BillKind.lookupLimit): any signed-in account could otherwise walk every BIN,
 * owner ID or notice. Refused requests are not counted, so a payer who waits gets in again; the
 * answer is 429 with Retry-After.
 */
export function lookupLimit(
  { limiter: shared, dbLimiter, config }: LookupLimitDeps,
  kind: { lookupLimit: (config: Pick<Env, 'BTAX_LOOKUPS_PER_MINUTE'>) => LookupLimitConfig },
): MiddlewareHandler<AuthEnv> {
  const { counter, what, windows, counted } = kind.lookupLimit(config);
  const limiter = counted === 'database' ? dbLimiter : shared;
  return async (c, next) => {
    const { wait } = await limiter.admit(`${counter}:${c.get('auth').taxpayerId}`, [...windows]);
    if (wait > 0) {
      throw new TooManyRequestsError(tooManyLookups(what, wait), wait);
    }
    await next();
  };
}
