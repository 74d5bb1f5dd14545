import type { MiddlewareHandler } from 'hono';
import type { AuthEnv } from '../../http/auth-guard';
import { TooManyRequestsError } from '../../http/http-errors';
import type { RateLimiter } from '../auth/rate-limiter';

/**
 * Reports and registrations one account may send: a resident reports an incident or registers a
 * family now and then; more than this in an hour floods the office's queue and the outbox.
 */
export const HELP_LIMITS = [
  { limit: 3, windowMs: 60_000 },
  { limit: 10, windowMs: 3_600_000 },
];

/** A per-account limit on E-Help submissions (after the auth guard): 429 with Retry-After. */
export function helpLimit(
  limiter: Pick<RateLimiter, 'admit'>,
  kind: 'incident' | 'immunization',
  limits = HELP_LIMITS,
): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const { wait } = await limiter.admit(`help-${kind}:${c.get('auth').taxpayerId}`, limits);
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60);
      throw new TooManyRequestsError(
        `Too many requests from your account. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        wait,
      );
    }
    await next();
  };
}
