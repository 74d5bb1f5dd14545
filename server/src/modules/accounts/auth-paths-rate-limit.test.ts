import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../env';
import { messageOf, mobileNumbers, PASSWORD } from '../../testing/accounts-client';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';

// Rate limits on every OTP and sign-in path (issue 25 and the brief's security rule), read from
// the app's own routes: a path added later whose name says it signs in, sends or checks a code or
// a password must be put in one of the lists below, and the test then checks that the shared
// limiter counts it per address.

const LIMIT = 3;
const NETWORK = 'Too many requests from your network. Please try again later.';

/** Every request counts against the caller's address (AUTH_LIMIT_PER_ADDRESS per 10 minutes). */
const COUNTED = [
  'POST /api/v1/taxpayers/register',
  'POST /api/v1/taxpayer/resend_otp',
  'POST /api/v1/taxpayers/verify',
  'POST /api/v1/taxpayers/activate_account',
  'POST /api/v1/taxpayers/forgot_password',
  'POST /api/v1/taxpayer/send_login_otp',
  'POST /api/v1/taxpayers/resend_forgot_password_otp',
  'POST /api/v1/taxpayers/forgot_password_validate_otp',
  'POST /api/v1/taxpayers/forgot_password_change_otp',
  'POST /api/v1/taxpayers/forgot_password_change',
  'PUT /api/v1/taxpayers/change_password',
  'POST /api/v1/taxpayer/mfa/send_otp',
  'POST /api/v1/taxpayer/mfa_authenticate',
  'POST /api/v1/taxpayer/mfa/step_up',
  'POST /api/v1/taxpayer/mfa/confirm_phone',
  'POST /api/v1/taxpayer/google_2fa/generate',
  'POST /api/v1/taxpayer/google_2fa/enable',
  'PUT /api/v1/taxpayer/preferred_mfa',
  'POST /api/v1/taxpayers/reauthenticate',
  'POST /api/v1/taxpayers/reauthenticate/send_otp',
  'POST /api/v1/taxpayers/change_mobile_number/send_otp',
  'PUT /api/v1/taxpayers/change_mobile_number',
  'POST /api/v1/taxpayer/super_app_sso_auth',
  'POST /api/v1/taxpayer/super_app_authenticate',
  'POST /api/v1/taxpayer/super_app_send_otp',
  'POST /api/v1/taxpayer/gmp_sso_auth',
  'POST /api/v1/taxpayer/gmp_send_otp',
  'POST /api/v1/taxpayer/gmp_authenticate',
  // The console's sign-in: a budget of its own (staff-auth-ip), the same size and limiter.
  'POST /api/v1/staff/auth/sign_in',
  'POST /api/v1/staff/auth/code',
];

/** Sign-in: only failures count, so a busy address (carrier NAT) still signs in with the right password. */
const FAILURES_COUNTED = ['POST /api/v1/taxpayer/authenticate', 'POST /api/v1/mobile_auth'];

/**
 * Paths where there is nothing to guess: signed-in changes that need a re-authentication of the
 * last minutes (reauthenticate, counted above), the first password of an account that has none,
 * and signing out.
 */
const NOTHING_TO_GUESS = [
  'PUT /api/v1/taxpayers/change_pin',
  'PUT /api/v1/taxpayers/mfa_settings',
  'POST /api/v1/taxpayers/recovery_codes',
  'PUT /api/v1/taxpayers/create_password_superapp',
  'POST /api/v1/staff/auth/sign_out',
];

const NAMES_A_SIGN_IN_PATH =
  /(otp|auth|login|password|verify|register|mfa|2fa|sso|confirm_phone|step_up|activate|_pin|mobile_number|recovery)/;
const ACCOUNT_PATHS = /^\/api\/v1\/(taxpayers?\/|mobile_auth$|staff\/auth\/)/;

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp({
    config: { ...readEnv({}), AUTH_LIMIT_PER_ADDRESS: LIMIT, TRUST_PROXY: 1 },
  });
});
afterAll(() => t.close());

let addresses = 0;
const freshAddress = () => `198.18.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

const call = (route: string, address: string, body: Record<string, unknown> = {}) => {
  const [method = 'POST', path = ''] = route.split(' ');
  return t.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify(body),
  });
};

describe('the OTP and sign-in paths', () => {
  it('are each in one of the lists (a new one must be decided here)', () => {
    const found = new Set<string>();
    for (const r of t.app.routes) {
      if (r.method !== 'POST' && r.method !== 'PUT') continue;
      if (ACCOUNT_PATHS.test(r.path) && NAMES_A_SIGN_IN_PATH.test(r.path)) found.add(`${r.method} ${r.path}`);
    }
    expect([...found].sort()).toEqual([...COUNTED, ...FAILURES_COUNTED, ...NOTHING_TO_GUESS].sort());
  });

  it.each(COUNTED)('%s: the request past AUTH_LIMIT_PER_ADDRESS from one address is 429', async (route) => {
    const address = freshAddress();
    for (let i = 0; i < LIMIT; i++) {
      const res = await call(route, address);
      expect(res.status, `${route} #${i + 1}`).not.toBe(429);
    }
    const over = await call(route, address);
    expect(over.status).toBe(429);
    expect(await messageOf(over)).toBe(NETWORK);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it.each(FAILURES_COUNTED)(
    '%s: failures past AUTH_LIMIT_PER_ADDRESS from one address are 429',
    async (route) => {
      const address = freshAddress();
      const wrong = {
        mobile_number: mobileNumbers(178_100_000 + addresses * 10)(),
        password: 'Wrong#Password1',
        platform: 'android',
        recaptcha: 'dev-bot-check',
      };
      for (let i = 0; i < LIMIT; i++) expect((await call(route, address, wrong)).status).toBe(401);
      const over = await call(route, address, wrong);
      expect(over.status).toBe(429);
      expect(await messageOf(over)).toBe(NETWORK);
    },
  );

  it('share one budget per address across modules: wallet, super app, MFA and accounts', async () => {
    const address = freshAddress();
    for (const route of [
      'POST /api/v1/taxpayer/gmp_authenticate',
      'POST /api/v1/taxpayer/super_app_authenticate',
      'POST /api/v1/taxpayer/mfa/confirm_phone',
    ])
      expect((await call(route, address)).status).not.toBe(429);
    expect((await call('POST /api/v1/taxpayer/send_login_otp', address)).status).toBe(429);
  });
});

describe('PUT /api/v1/taxpayers/change_password', () => {
  it('counts wrong current passwords per account with reauthenticate: the sixth waits, the right one too', async () => {
    const mobile = mobileNumbers(178_200_000)();
    const { token } = await t.client.signUp(mobile);
    const change = (current: string, address: string) =>
      t.app.request('/api/v1/taxpayers/change_password', {
        method: 'PUT',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          'X-Forwarded-For': address,
        },
        body: JSON.stringify({
          current_password: current,
          password: 'Bagong#Susi2026',
          password_confirmation: 'Bagong#Susi2026',
        }),
      });
    // From several addresses, so the per-address budget is not what refuses; three here …
    for (let i = 0; i < 3; i++) expect((await change(`Wrong#Guess${i}`, freshAddress())).status).toBe(422);
    // … and two on re-authentication: one count of wrong current passwords.
    for (let i = 0; i < 2; i++) {
      const reauth = await t
        .clientFrom(freshAddress())
        .post('/v1/taxpayers/reauthenticate', { password: `Wrong#Again${i}` }, token);
      expect(reauth.status).toBe(422);
    }
    const held = await change(PASSWORD, freshAddress());
    expect(held.status).toBe(429);
    expect(await messageOf(held)).toMatch(
      /^Too many failed sign-in attempts\. Please try again in 15 minutes\.$/,
    );
    t.clock.advanceMinutes(15);
    expect((await change(PASSWORD, freshAddress())).status).toBe(200);
  });
});
