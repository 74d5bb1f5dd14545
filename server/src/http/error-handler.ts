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

/** The PostgreSQL error (one with a SQLSTATE `code`) in a cause chain, e.g. under drizzle's wrapper. */
function postgresError(err: Error): (Error & { code: string }) | undefined {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return Object.assign(e, { code });
  }
  return undefined;
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
  // Class 22 (data exception): a value the database cannot hold, e.g. a NUL byte in text (22021,
  // 22P05), a number beyond the column's range (22003) or not a number at all (22P02). The input
  // was bad, not the service: a 400. Logged, because the request reading should have caught it.
  const refused = postgresError(err);
  if (refused?.code.startsWith('22')) {
    // The driver's message and code only: the query's parameters are the bad input itself.
    logger.warn(
      { requestId, err: { message: refused.message, code: refused.code } },
      'value refused by the database',
    );
    return c.json(errorBody(400, 'The request contains a value that is not allowed.'), 400);
  }
  logger.error({ requestId, err }, 'unhandled error');
  return c.json(errorBody(500, 'Oops! Something went wrong'), 500);
}
