import type { MiddlewareHandler } from 'hono';
import { errorBody } from './error-body';

export const NUL_URL_MESSAGE = 'The address contains a character that is not allowed.';

/**
 * Answers 400 to an address whose path or query holds a NUL character (`%00`): PostgreSQL text
 * cannot hold one, so a slug, id or filter with it would otherwise fail in the database, and no
 * link the portal makes contains one.
 */
export const refuseNulUrl: MiddlewareHandler = async (c, next) => {
  const { url } = c.req;
  if (url.includes('%00') || url.includes('\u0000')) return c.json(errorBody(400, NUL_URL_MESSAGE), 400);
  await next();
};
