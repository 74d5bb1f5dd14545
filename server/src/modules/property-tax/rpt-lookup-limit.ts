import type { MiddlewareHandler } from 'hono';
import type { AuthEnv } from '../../http/auth-guard';
import { TooManyRequestsError } from '../../http/http-errors';
import type { RateLimiter } from '../auth/rate-limiter';

/**
 * A per-account limit on the property-tax look-ups, calculations and billings (after the auth
 * guard), as business tax has: any signed-in account could otherwise walk every owner ID. Refused
 * requests are not counted; the answer is 429 with Retry-After.
 */
export function rptLookupLimit({
  limiter,
  perMinute,
}: {
  limiter: Pick<RateLimiter, 'admit'>;
  perMinute: number;
}): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const key = `rpt-lookup:${c.get('auth').taxpayerId}`;
    const { wait } = await limiter.admit(key, [{ limit: perMinute, windowMs: 60_000 }]);
    if (wait > 0) {
      throw new TooManyRequestsError(
        `Too many property tax look-ups. Please try again in ${wait} second${wait === 1 ? '' : 's'}.`,
        wait,
      );
    }
    await next();
  };
}
