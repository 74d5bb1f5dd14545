import type { MiddlewareHandler } from 'hono';
import type { AuthEnv } from '../../http/auth-guard';
import { TooManyRequestsError } from '../../http/http-errors';
import type { RateLimiter } from '../auth/rate-limiter';

/** SOA verifications and payments one account may make a minute. */
export const SOA_LOOKUPS_PER_MINUTE = 20;

/**
 * A per-account limit on SOA look-ups (after the auth guard): an SOA number with its payor's name
 * is what proves the paper is in hand, so guessing either must stay slow. 429 with Retry-After.
 */
export function soaLookupLimit(limiter: Pick<RateLimiter, 'admit'>): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const key = `soa-lookup:${c.get('auth').taxpayerId}`;
    const { wait } = await limiter.admit(key, [{ limit: SOA_LOOKUPS_PER_MINUTE, windowMs: 60_000 }]);
    if (wait > 0) {
      throw new TooManyRequestsError(
        `Too many statement of account look-ups. Please try again in ${wait} second${wait === 1 ? '' : 's'}.`,
        wait,
      );
    }
    await next();
  };
}
