import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, readEnv } from '../../env';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';
import { freePort } from '../../../../scripts/free-port.mjs';
import { createSuperAppClient, SuperAppRejected, SuperAppUnavailable } from './super-app-client';
import { mobile639 } from './super-app-identity';
import { SANDBOX_PARTNER } from './super-app-sandbox';

// The app listens on a loopback port and the adapter reaches the sandbox over real HTTP, as it
// would reach oauth.e.gov.ph.
let t: AccountsTestApp;
let server: ServerType;
let base: string;
beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createAccountsTestApp({ config: readEnv({ PUBLIC_URL: base }) });
  server = await new Promise((resolve) => {
    const s = serve({ fetch: t.app.fetch, port, hostname: '127.0.0.1' }, () => resolve(s));
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const client = (secret = SANDBOX_PARTNER.secret, baseUrl = `${base}/sandbox/superapp`) =>
  createSuperAppClient({
    baseUrl,
    partnerCode: SANDBOX_PARTNER.code,
    partnerSecret: secret,
    fetch: (u, i) => fetch(u, i),
  });

async function exchangeCode(body: Record<string, unknown>) {
  const res = await fetch(`${base}/sandbox/superapp/exchange_codes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { exchange_code: string; sign_on_url: string } };
}

const juan = {
  mobile_number: '09175550101',
  first_name: 'Juan',
  last_name: 'Dela Cruz',
  email: 'Juan@Example.ph',
};

describe('the super-app adapter against the built-in sandbox, over HTTP', () => {
  it('trades an exchange code for the person, once', async () => {
    const { status, json } = await exchangeCode(juan);
    expect(status).toBe(201);
    expect(json.sign_on_url).toBe(`${base}/superapp_sso_auth?exchange_code=${json.exchange_code}`);
    const identity = await client().signOn(json.exchange_code);
    expect(identity).toMatchObject({
      firstName: 'Juan',
      lastName: 'Dela Cruz',
      mobileNumber: '639175550101',
      email: 'juan@example.ph',
    });
    expect(identity.userId).toMatch(/^sandbox-/);
    await expect(client().signOn(json.exchange_code)).rejects.toEqual(new SuperAppRejected('invalid_grant'));
    // One person, one super-app user id.
    const again = await exchangeCode(juan);
    expect((await client().signOn(again.json.exchange_code)).userId).toBe(identity.userId);
  });

  it('is refused a forged code, a wrong partner secret and an expired code', async () => {
    await expect(client().signOn('sx_forged')).rejects.toBeInstanceOf(SuperAppRejected);
    const { json } = await exchangeCode(juan);
    await expect(client('not-the-secret').signOn(json.exchange_code)).rejects.toEqual(
      new SuperAppRejected('invalid_client'),
    );
    t.clock.advanceSeconds(301);
    await expect(client().signOn(json.exchange_code)).rejects.toEqual(new SuperAppRejected('invalid_grant'));
  });

  it('tells an unreachable super app from a refusal', async () => {
    const port = await freePort();
    await expect(
      client(SANDBOX_PARTNER.secret, `http://127.0.0.1:${port}`).signOn('x'),
    ).rejects.toBeInstanceOf(SuperAppUnavailable);
  });

  it('the sandbox checks the person it is asked for', async () => {
    expect((await exchangeCode({ ...juan, mobile_number: '12345' })).status).toBe(422);
    expect((await exchangeCode({ ...juan, first_name: '' })).status).toBe(422);
    expect((await exchangeCode({ ...juan, email: 'not-an-email' })).status).toBe(422);
  });
});

describe('settings', () => {
  it('the sandbox by default, off in production, and production refuses the sandbox unless allowed', () => {
    expect(readEnv({}).SUPERAPP_SSO).toBe('sandbox');
    const production = {
      NODE_ENV: 'production',
      ALLOW_OUTBOX_IN_PRODUCTION: 'true',
      BOT_CHECK_DISABLED: 'true',
      PAYMENT_GATEWAY: 'sandbox',
      ALLOW_SANDBOX_GATEWAY_IN_PRODUCTION: 'true',
      MFA_SECRET_KEY: 'a'.repeat(64),
      NOV_PIN_KEY: 'c'.repeat(64),
    };
    expect(() => readEnv({ ...production, SUPERAPP_SSO: 'sandbox' })).toThrow(ConfigError);
    expect(
      readEnv({ ...production, SUPERAPP_SSO: 'sandbox', ALLOW_SANDBOX_SUPERAPP_IN_PRODUCTION: 'true' })
        .SUPERAPP_SSO,
    ).toBe('sandbox');
    expect(() => readEnv({ SUPERAPP_SSO: 'egov' })).toThrow(/SUPERAPP_PARTNER_CODE/);
    expect(
      readEnv({ SUPERAPP_SSO: 'egov', SUPERAPP_PARTNER_CODE: 'LGU1', SUPERAPP_PARTNER_SECRET: 'secret-123' })
        .SUPERAPP_BASE_URL,
    ).toBe('https://oauth.e.gov.ph');
  });

  it('reads mobile numbers in the forms people write them', () => {
    expect(mobile639('09171234567')).toBe('639171234567');
    expect(mobile639('+63 917 123 4567')).toBe('639171234567');
    expect(mobile639('0917123456')).toBeNull();
  });
});
