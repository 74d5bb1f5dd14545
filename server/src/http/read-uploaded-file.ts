import type { Context } from 'hono';
import type { BodyData } from 'hono/utils/body';
import { BadRequestError, ValidationError } from './http-errors';

/**
 * Reads a multipart (or URL-encoded) form body. A body the platform cannot parse as the form its
 * Content-Type announces (multipart with no boundary, a truncated part) is a 400, not a crash.
 */
async function readForm(c: Context): Promise<BodyData> {
  try {
    return await c.req.parseBody();
  } catch {
    throw new BadRequestError('The request body is not a valid form.');
  }
}

/** The file of a multipart upload (field `file`): its name and bytes; a 422 on `file` without one. */
export async function readUploadedFile(c: Context): Promise<{ name: string; data: Uint8Array }> {
  const file = (await readForm(c)).file;
  if (!(file instanceof File)) throw new ValidationError({ file: ['Choose an image to upload.'] });
  return { name: file.name, data: new Uint8Array(await file.arrayBuffer()) };
}
