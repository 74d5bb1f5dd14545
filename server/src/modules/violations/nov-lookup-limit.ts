import type { MiddlewareHandler } from 'hono';
import type { AuthEnv } from '../../http/auth-guard';
import { TooManyRequestsError } from '../../http/http-errors';
import type { RateLimiter } from '../auth/rate-limiter';

/**
 * NOV look-ups an account may make: an NOV number and its PIN are a credential, so the limit is
 * stricter than business tax's. A payer with a few notices needs a handful a minute; guessing a
 * PIN at 60 an hour (a day's guesses barely cover four digits) is not worth it.
 */
export const NOV_LOOKUP_LIMITS = { perMinute: 10, perHour: 60 };

/**
 * A per-account limit on the NOV inquiry and create (after the auth guard). Refused requests are
 * not counted, so a payer who waits gets in again; the answer is 429 with Retry-After.
 */
export function novLookupLimit({
  limiter,
  limits = NOV_LOOKUP_LIMITS,
}: {
  limiter: Pick<RateLimiter, 'admit'>;
  limits?: { perMinute: number; perHour: number };
}): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const key = `nov-lookup:${c.get('auth').taxpayerId}`;
    const { wait } = await limiter.admit(key, [
      { limit: limits.perMinute, windowMs: 60_000 },
      { limit: limits.perHour, windowMs: 3_600_000 },
    ]);
    if (wait > 0) {
      throw new TooManyRequestsError(
        `Too many notice of violation look-ups. Please try again in ${wait} second${wait === 1 ? '' : 's'}.`,
        wait,
      );
    }
    await next();
  };
}
