import type { MiddlewareHandler } from 'hono';
import { clientAddress } from '../../http/client-address';
import { TooManyRequestsError } from '../../http/http-errors';
import type { RateLimiter } from '../auth/rate-limiter';

/**
 * A per-address limit on a group of paths (sign-in, sign-up, OTP, password reset). Generous by
 * default: mobile carriers put many people behind one address (CGNAT).
 */
export function addressLimit(
  limiter: RateLimiter,
  group: string,
  options: { limit: number; windowMs: number; trustProxy: number },
): MiddlewareHandler {
  return async (c, next) => {
    const key = `${group}:${clientAddress(c, options.trustProxy)}`;
    const wait = await limiter.retryAfter({ key, limit: options.limit, windowMs: options.windowMs });
    if (wait > 0)
      throw new TooManyRequestsError('Too many requests from your network. Please try again later.', wait);
    await limiter.record(key);
    await next();
  };
}
