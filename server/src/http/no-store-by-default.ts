import type { MiddlewareHandler } from 'hono';

/**
 * API answers are not stored by any cache unless their route says otherwise: a profile, a
 * transaction or a token kept in a shared proxy's or the browser's disk cache outlives the sign-out
 * and is keyed by URL, not by account. Public content sets its own `Cache-Control` (no-cache with
 * an ETag, or immutable) and keeps it.
 */
export const noStoreByDefault: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'private, no-store');
};
