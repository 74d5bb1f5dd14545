import type { Context } from 'hono';
import type { BodyData } from 'hono/utils/body';
import { BadRequestError } from './http-errors';

/**
 * Reads a multipart (or URL-encoded) form body. A body the platform cannot parse as the form its
 * Content-Type announces (multipart with no boundary, a truncated part) is a 400, not a crash.
 */
export async function readForm(c: Context): Promise<BodyData> {
  try {
    return await c.req.parseBody();
  } catch {
    throw new BadRequestError('The request body is not a valid form.');
  }
}
