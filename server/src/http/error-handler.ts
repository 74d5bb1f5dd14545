import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { errorBody } from './error-body';
import { HttpError, ValidationError } from './http-errors';
import { localizeValidation } from './i18n/localize-error';
import { createRequestLanguage, type RequestLanguage } from './i18n/request-language';
import { translateMessage } from './i18n/translate-message';
import { FALLBACK_MESSAGE } from '@/domain/constants/error-messages';

// Network failures reaching PostgreSQL, and its SQLSTATEs for a server that is going away, not
// accepting connections, out of connection slots, or cancelling a statement at statement_timeout.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  '53300',
  '57014',
  '57P01',
  '57P02',
  '57P03',
]);
// node-postgres and PGlite say so in the message only: a pool or query deadline that passed, a
// connection that dropped (and the rollback tried on it afterwards), an embedded database closed.
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|not queryable|Client was closed|PGlite is closed/i;

function unavailableItself(err: Error): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return UNAVAILABLE_MESSAGE.test(err.message);
}

/**
 * True for the errors a database that is down, unreachable or hung throws (pg and PGlite), also
 * when wrapped: drizzle rethrows every failed query as a DrizzleQueryError whose `cause` is the
 * driver's error, and a failed connect to several addresses is an AggregateError.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  return unavailableWithin(err, 0);
}

function unavailableWithin(err: unknown, depth: number): boolean {
  // A cause chain is short; the bound only guards against a cycle.
  if (!(err instanceof Error) || depth > 8) return false;
  if (unavailableItself(err)) return true;
  if (err instanceof AggregateError && err.errors.some((e) => unavailableWithin(e, depth + 1))) return true;
  return unavailableWithin(err.cause, depth + 1);
}

/** The driver's own error under drizzle's wrapper: its message and code, never the query's params. */
function driverError(err: Error): { message: string; code?: unknown } {
  let inner = err;
  for (let depth = 0; inner.cause instanceof Error && depth < 8; depth++) inner = inner.cause;
  return { message: inner.message, code: (inner as { code?: unknown }).code };
}

/** The PostgreSQL error (one with a SQLSTATE `code`) in a cause chain, e.g. under drizzle's wrapper. */
function postgresError(err: Error): (Error & { code: string }) | undefined {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return Object.assign(e, { code });
  }
  return undefined;
}

const fromHeader = createRequestLanguage();

/**
 * Maps every thrown error to a status and a §8 body; 5xx bodies never carry internals. Messages
 * are in the request's language (`languageOf`; Accept-Language alone when not given).
 */
export async function handleError(
  err: Error,
  c: Context,
  logger: Logger,
  languageOf: RequestLanguage = fromHeader,
) {
  if (err instanceof ValidationError) {
    const { fields, message } = localizeValidation(err, await languageOf(c));
    return c.json(errorBody(422, message, fields), 422);
  }
  const say = async (message: string, opts?: { headerOnly: boolean }) =>
    translateMessage(message, await languageOf(c, opts));
  // A failing server is described without asking the database for the account's language.
  const headerOnly = { headerOnly: true };
  if (err instanceof HttpError) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    const message = err.said
      ? err.said[await languageOf(c, err.status >= 500 ? headerOnly : undefined)]
      : await say(err.message, err.status >= 500 ? headerOnly : undefined);
    return c.json(errorBody(err.status, message, undefined, err.code), err.status);
  }
  if (err instanceof HTTPException) {
    const message = err.status === 413 ? 'The request body is too large.' : err.message || 'Bad request';
    return c.json(errorBody(err.status, await say(message)), err.status);
  }
  const requestId = c.get('requestId') as string | undefined;
  if (isDatabaseUnavailable(err)) {
    logger.error({ requestId, err: driverError(err) }, 'database unavailable');
    c.header('Retry-After', '5');
    const message = 'The service is temporarily unavailable. Please try again shortly.';
    return c.json(errorBody(503, await say(message, headerOnly)), 503);
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
    return c.json(errorBody(400, await say('The request contains a value that is not allowed.')), 400);
  }
  logger.error({ requestId, err }, 'unhandled error');
  return c.json(errorBody(500, await say(FALLBACK_MESSAGE, headerOnly)), 500);
}
