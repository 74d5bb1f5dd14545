import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../env';
import { messageOf, mobileNumbers, PASSWORD } from '../../testing/accounts-client';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp({
    config: { ...readEnv({}), AUTH_LIMIT_PER_ADDRESS: 3, TRUST_PROXY: 2 },
  });
});
afterAll(() => t.close());

const nextMobile = mobileNumbers(177_000_000);

/**
 * A sign-in attempt from a given client address, as the two trusted proxies (TRUST_PROXY=2) pass
 * it on: `forged` is whatever the client itself put in X-Forwarded-For. An unknown number unless
 * `mobile` is given.
 */
const loginFrom = (address: string, forged = '', mobile = nextMobile()) =>
  t.app.request('/api/v1/taxpayer/authenticate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `${forged}${address}, 10.0.0.1` },
    body: JSON.stringify({ mobile_number: mobile, password: PASSWORD, recaptcha: 'dev-bot-check' }),
  });

describe('per-address limit on the auth paths', () => {
  it('answers the request over AUTH_LIMIT_PER_ADDRESS with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await loginFrom('203.0.113.7')).status).toBe(401);
    const over = await loginFrom('203.0.113.7');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBe(600);
    expect(await messageOf(over)).toBe('Too many requests from your network. Please try again later.');
  });

  it('counts one client as one however it fills the left of X-Forwarded-For', async () => {
    const forged = () => `${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.0.1, `;
    for (let i = 0; i < 3; i++) expect((await loginFrom('203.0.113.99', forged())).status).toBe(401);
    expect((await loginFrom('203.0.113.99', forged())).status).toBe(429);
  });

  it('still signs in a right password from an address over its budget (many people behind one NAT)', async () => {
    const mobile = nextMobile();
    await t.client.signUp(mobile);
    for (let i = 0; i < 3; i++) expect((await loginFrom('100.64.0.1')).status).toBe(401);
    expect((await loginFrom('100.64.0.1')).status).toBe(429);
    expect((await loginFrom('100.64.0.1', '', mobile)).status).toBe(200);
    expect((await loginFrom('100.64.0.1', '', mobile)).status).toBe(200);
  });

  it('counts each address apart', async () => {
    expect((await loginFrom('198.51.100.20')).status).toBe(401);
  });

  it('counts every auth path together: sign-up, sign-in and forgot password', async () => {
    const address = '198.51.100.44';
    const from = (path: string, body: Record<string, unknown>) =>
      t.app.request(`/api/v1/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
        body: JSON.stringify({ recaptcha: 'dev-bot-check', ...body }),
      });
    expect((await from('taxpayers/forgot_password', { email: nextMobile() })).status).toBe(200);
    expect((await from('taxpayer/resend_otp', { mobile_number: nextMobile() })).status).toBe(422);
    expect((await from('taxpayers/verify', {})).status).toBe(422);
    expect((await from('taxpayers/register', {})).status).toBe(429);
  });

  it('lets the address in again once the 10-minute window has passed', async () => {
    t.clock.advanceMinutes(10);
    expect((await loginFrom('203.0.113.7')).status).toBe(401);
  });
});
