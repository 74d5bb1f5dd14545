import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../env';
import { messageOf } from '../../testing/accounts-client';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';
import { SIGN_ON_OFF } from './super-app-sign-on.service';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp({ config: readEnv({ SUPERAPP_SSO: 'off' }) });
});
afterAll(() => t.close());

describe('SUPERAPP_SSO=off (the production default)', () => {
  it('serves no sandbox and signs no one in with the super app', async () => {
    const sandbox = await t.app.request('/sandbox/superapp/exchange_codes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mobile_number: '09170000001', first_name: 'A', last_name: 'B' }),
    });
    expect(sandbox.status).toBe(404);
    const res = await t.client.post('/v1/taxpayer/super_app_sso_auth', { exchange_code: 'sx_anything' });
    expect(res.status).toBe(503);
    expect(await messageOf(res)).toBe(SIGN_ON_OFF);
  });
});
