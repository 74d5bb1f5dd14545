import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../env';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp({ config: { ...readEnv({}), AUTH_LIMIT_PER_ADDRESS: 3 } });
});
afterAll(() => t.close());

const verify = () => t.app.request('/api/v1/permits/verify/AAAAAAAAAAAAAAAAAAAA');

describe('GET /api/v1/permits/verify/{code}', () => {
  it('answers anyone, within a per-address budget (AUTH_LIMIT_PER_ADDRESS), then 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await verify()).status).toBe(404);
    const over = await verify();
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
