import { afterAll, describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { isDatabaseUnavailable } from '../http/error-handler';
import { createPgPool } from './pg-pool';

// PostgreSQL only (`npm run test:pg`).
const url = readEnv().DATABASE_URL;
const BUDGET_MS = 300;

describe.skipIf(!url)('createPgPool', () => {
  const request = createPgPool({ url: url ?? '', max: 2, timeoutMs: BUDGET_MS });
  const operator = createPgPool({ url: url ?? '', max: 1, timeoutMs: BUDGET_MS, longQueries: true });
  afterAll(() => Promise.all([request.end(), operator.end()]));

  it('stops a request-path statement that outlives the budget, as an unavailable database', async () => {
    const started = performance.now();
    const error = await request.query('select pg_sleep(2)').then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(performance.now() - started).toBeLessThan(BUDGET_MS + 200);
    // The pool is still good for the next request.
    expect((await request.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('lets operator commands (longQueries) run statements longer than the budget', async () => {
    const { rows } = await operator.query('select pg_sleep(0.6), 1 as one');
    expect(rows[0]).toMatchObject({ one: 1 });
  });
});
