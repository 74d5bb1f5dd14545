import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { errorBody } from './error-body';
import { HttpError, ValidationError } from './http-errors';

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01',
  '57P03',
]);

/** True for the errors a database that is down or unreachable throws (pg and PGlite). */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  return /timeout exceeded when trying to connect|Connection terminated|PGlite is closed|Query read timeout/i.test(
    err.message,
  );
}

/** Maps every thrown error to a status and a §8 body; 5xx bodies never carry internals. */
export function handleError(err: Error, c: Context, logger: Logger) {
  if (err instanceof ValidationError) {
    return c.json(errorBody(422, err.message, err.fields), 422);
  }
  if (err instanceof HttpError) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    return c.json(errorBody(err.status, err.message), err.status);
  }
  if (err instanceof HTTPException) {
    const message = err.status === 413 ? 'The request body is too large.' : err.message || 'Bad request';
    return c.json(errorBody(err.status, message), err.status);
  }
  const requestId = c.get('requestId') as string | undefined;
  if (isDatabaseUnavailable(err)) {
    logger.error({ requestId, err: { message: err.message } }, 'database unavailable');
    c.header('Retry-After', '5');
    return c.json(errorBody(503, 'The service is temporarily unavailable. Please try again shortly.'), 503);
  }
  logger.error({ requestId, err }, 'unhandled error');
  return c.json(errorBody(500, 'Oops! Something went wrong'), 500);
}
