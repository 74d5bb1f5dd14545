import type { MiddlewareHandler } from 'hono';
import type { AuthEnv } from '../../http/auth-guard';
import { TooManyRequestsError } from '../../http/http-errors';
import type { RateLimiter } from '../auth/rate-limiter';

/**
 * A per-account limit on the business tax look-ups and billings (after the auth guard): any
 * signed-in account could otherwise walk every BIN. Refused requests are not counted, so a payer
 * who waits gets in again; the answer is 429 with Retry-After.
 */
export function lookupLimit({
  limiter,
  perMinute,
}: {
  limiter: Pick<RateLimiter, 'admit'>;
  perMinute: number;
}): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const key = `btax-lookup:${c.get('auth').taxpayerId}`;
    const { wait } = await limiter.admit(key, [{ limit: perMinute, windowMs: 60_000 }]);
    if (wait > 0) {
      throw new TooManyRequestsError(
        `Too many business tax look-ups. Please try again in ${wait} second${wait === 1 ? '' : 's'}.`,
        wait,
      );
    }
    await next();
  };
}
