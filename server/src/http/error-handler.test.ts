import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { handleError, isDatabaseUnavailable } from './error-handler';
import { NotFoundError, TooManyRequestsError, ValidationError } from './http-errors';

function appThrowing(err: unknown) {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  const app = new Hono();
  app.get('/boom', () => {
    throw err;
  });
  app.onError((e, c) => handleError(e, c, logger));
  return { request: () => app.request('/boom'), lines };
}

describe('handleError', () => {
  it('maps a database that refuses connections to 503 with no internals', async () => {
    const err = Object.assign(new Error('connect ECONNREFUSED 10.1.2.3:5432'), { code: 'ECONNREFUSED' });
    const res = await appThrowing(err).request();
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    const text = await res.text();
    expect(text).not.toMatch(/ECONNREFUSED|10\.1\.2\.3|5432/);
    expect(JSON.parse(text)).toMatchObject({
      message: 'The service is temporarily unavailable. Please try again shortly.',
      errors: [{ status: '503' }],
    });
  });

  it.each([
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    new Error('timeout exceeded when trying to connect'),
    new Error('PGlite is closed'),
  ])('recognises an unavailable database: $message', (err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    new Error('Query read timeout'),
    new Error('Connection terminated unexpectedly'),
    new Error('Client has encountered a connection error and is not queryable'),
    Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    Object.assign(new Error('terminating connection due to crash'), { code: '57P02' }),
    Object.assign(new Error('connection failure'), { code: '08006' }),
    Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })]),
  ])('recognises an unavailable or hung PostgreSQL: $message', (err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it("looks through drizzle's DrizzleQueryError to the driver's error", () => {
    const cause = new Error('Connection terminated unexpectedly');
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], cause))).toBe(true);
    const timeout = new Error('Query read timeout');
    expect(isDatabaseUnavailable(new DrizzleQueryError('rollback', [], timeout))).toBe(true);
    const duplicate = Object.assign(new Error('duplicate key value'), { code: '23505' });
    expect(isDatabaseUnavailable(new DrizzleQueryError('insert', [], duplicate))).toBe(false);
  });

  it('answers a wrapped outage 503 with Retry-After, and logs neither the query nor its params', async () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 10.1.2.3:5432'), { code: 'ECONNREFUSED' });
    const err = new DrizzleQueryError('select * from accounts where email = $1', ['juan@example.ph'], cause);
    const { request, lines } = appThrowing(err);
    const res = await request();
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    const text = await res.text();
    expect(text).not.toMatch(/accounts|juan|ECONNREFUSED/);
    expect(JSON.parse(text)).toMatchObject({ errors: [{ status: '503' }] });
    expect(lines.join('')).toContain('ECONNREFUSED');
    expect(lines.join('')).not.toContain('juan@example.ph');
  });

  it('does not take an ordinary error for an unavailable database', () => {
    expect(isDatabaseUnavailable(new Error('duplicate key value'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it("maps an unknown error to 500 'Oops! Something went wrong' without the stack", async () => {
    const err = new TypeError("Cannot read properties of undefined (reading 'secret_column')");
    const { request, lines } = appThrowing(err);
    const res = await request();
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret_column');
    expect(text).not.toContain('at ');
    expect(JSON.parse(text)).toEqual({
      message: 'Oops! Something went wrong',
      error: 'Oops! Something went wrong',
      errors: [{ status: '500', title: 'Internal Server Error', detail: 'Oops! Something went wrong' }],
    });
    // The operator still gets the details, in the log.
    expect(lines.join('')).toContain('secret_column');
  });

  it.each(['22021', '22P05', '22003', '22P02', '22008'])(
    'maps a PostgreSQL data exception (%s) wrapped by Drizzle to 400, naming no SQL',
    async (code) => {
      const driverError = Object.assign(new Error('value "2147483648" is out of range for type integer'), {
        code,
      });
      const err = new Error('Failed query: select * from taxpayers where id = $1', { cause: driverError });
      const { request, lines } = appThrowing(err);
      const res = await request();
      expect(res.status).toBe(400);
      const text = await res.text();
      expect(text).not.toMatch(/taxpayers|select|integer|2147483648/);
      expect(JSON.parse(text)).toEqual({
        message: 'The request contains a value that is not allowed.',
        error: 'The request contains a value that is not allowed.',
        errors: [
          {
            status: '400',
            title: 'Bad Request',
            detail: 'The request contains a value that is not allowed.',
          },
        ],
      });
      expect(lines.join('')).toContain('out of range');
    },
  );

  it('still answers 500 for a PostgreSQL error outside class 22 (a unique violation)', async () => {
    const err = new Error('Failed query', {
      cause: Object.assign(new Error('duplicate key'), { code: '23505' }),
    });
    expect((await appThrowing(err).request()).status).toBe(500);
  });

  it('maps a ValidationError to 422 naming each field', async () => {
    const res = await appThrowing(new ValidationError({ email: ['The email must be valid.'] })).request();
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'The email must be valid.',
      errors: { email: ['The email must be valid.'] },
    });
  });

  it('maps a typed HttpError to its status, body and headers', async () => {
    const notFound = await appThrowing(new NotFoundError('Bill not found')).request();
    expect(notFound.status).toBe(404);
    expect(((await notFound.json()) as { errors: { detail: string }[] }).errors[0]?.detail).toBe(
      'Bill not found',
    );

    const limited = await appThrowing(new TooManyRequestsError('Too many attempts', 29.2)).request();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');
  });

  it("maps Hono's HTTPException to its status", async () => {
    const res = await appThrowing(new HTTPException(405, { message: 'Method not allowed' })).request();
    expect(res.status).toBe(405);
    expect(((await res.json()) as { message: string }).message).toBe('Method not allowed');
  });
});
