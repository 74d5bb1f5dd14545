import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { UPLOAD_INVALID_MESSAGE } from '@/domain/constants/upload';
import { HttpError, ValidationError } from './http-errors';

/** Multipart overhead on top of the 5 MB image (§9). */
export const UPLOAD_LIMIT_BYTES = 6 * 1024 * 1024;

/** The body limits a route declares: every route that reads a body names one of them. */
export interface BodyLimits {
  /** JSON (and webhook) bodies: BODY_LIMIT_BYTES, else 413 JSON. */
  json: MiddlewareHandler;
  /** An image upload: 6 MB, else the upload field's own 422 (§9). */
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
        throw new ValidationError({ file: [UPLOAD_INVALID_MESSAGE] });
      },
    }),
  };
}
