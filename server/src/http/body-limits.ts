import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { UPLOAD_INVALID_MESSAGE, UPLOAD_MAX_BYTES } from '@/domain/constants/upload';
import { HttpError } from './http-errors';

/**
 * An upload's body: the 5 MB image (§9) and its multipart envelope (boundaries, part headers, a
 * long file name), which is far under 64 KiB. Counted while the body streams: past it the answer
 * is 413 at once, and the rest is never read (a Content-Length over it is refused unread).
 */
export const UPLOAD_LIMIT_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;

/** The body limits a route declares: every route that reads a body names one of them. */
export interface BodyLimits {
  /** JSON (and webhook) bodies: BODY_LIMIT_BYTES, else 413 JSON. */
  json: MiddlewareHandler;
  /** An image upload: 5 MB and its envelope, else 413 with the upload message (§8, §9). */
  upload: MiddlewareHandler;
}

export function createBodyLimits(jsonBytes: number): BodyLimits {
  return {
    json: bodyLimit({
      maxSize: jsonBytes,
      // Thrown, so the error handler says it in the request's language.
      onError: () => {
        throw new HttpError(413, 'The request body is too large.');
      },
    }),
    upload: bodyLimit({
      maxSize: UPLOAD_LIMIT_BYTES,
      onError: () => {
        throw new HttpError(413, UPLOAD_INVALID_MESSAGE);
      },
    }),
  };
}
