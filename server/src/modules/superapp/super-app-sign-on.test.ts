import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, fieldErrors, messageOf, mobileNumbers, PASSWORD } from '../../testing/accounts-client';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';
import { LINK_REQUEST_GONE } from './super-app-link.service';
import { PASSWORD_ALREADY_SET } from './super-app-password.service';
import { SIGN_ON_REFUSED } from './super-app-sign-on.service';
import { sandboxExchangeCode, type SsoJson } from './super-app-test-kit';

const logLines: string[] = [];
let t: AccountsTestApp;
beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  t = await createAccountsTestApp({ logger: pino({ level: 'trace' }, sink) });
});
afterAll(() => t.close());

const nextMobile = mobileNumbers(176_100_000);
const person = (mobile: string) => ({
  mobile_number: mobile,
  first_name: 'Liza',
  last_name: 'Soberano',
  email: `liza.${mobile}@example.ph`,
});
const sso = (exchange_code: string) => t.client.post('/v1/taxpayer/super_app_sso_auth', { exchange_code });

async function ssoJson(code: string) {
  const res = await sso(code);
  expect(res.status).toBe(200);
  return (await res.json()) as SsoJson;
}

describe('POST /api/v1/taxpayer/super_app_sso_auth', () => {
  it('signs a new super-app user in as a new account made from the super app, with no password yet', async () => {
    const mobile = nextMobile();
    const code = await sandboxExchangeCode(t.app, person(mobile));
    const doc = await ssoJson(code);
    expect(doc.message).toBe('You have successfully logged in!');
    expect(doc.meta).toEqual({ is_password_set: false });
    expect(doc.included?.[0]?.attributes).toMatchObject({
      first_name: 'LIZA',
      last_name: 'SOBERANO',
      mobile_number: mobile,
      is_first_login: 1,
    });
    const token = doc.data.attributes.token ?? '';
    expect(await t.client.profileStatus(token)).toBe(200);
    // The super app's access token stays on the server: nothing of it reaches the browser.
    expect(JSON.stringify(doc)).not.toMatch(/sat_/);
    // No one can sign in with a password the account never had.
    expect((await t.client.login(mobile, PASSWORD)).status).toBe(401);
    const status = await t.client.get('/v1/taxpayers/super_app_link', token);
    expect(await status.json()).toMatchObject({
      data: { attributes: { is_linked: true, is_password_set: false } },
    });
  });

  it('exchanges a code once only: a replayed, forged or expired code is refused', async () => {
    const code = await sandboxExchangeCode(t.app, person(nextMobile()));
    expect((await sso(code)).status).toBe(200);
    const replayed = await sso(code);
    expect(replayed.status).toBe(401);
    expect(await messageOf(replayed)).toBe(SIGN_ON_REFUSED);
    expect((await sso(`${code.slice(0, -2)}xx`)).status).toBe(401);
    expect((await sso('')).status).toBe(422);

    const late = await sandboxExchangeCode(t.app, person(nextMobile()));
    t.clock.advanceSeconds(5 * 60 + 1);
    expect(await messageOf(await sso(late))).toBe(SIGN_ON_REFUSED);
  });

  it('of two sign-ons racing with one code, one signs in', async () => {
    const code = await sandboxExchangeCode(t.app, person(nextMobile()));
    const statuses = (await Promise.all([sso(code), sso(code), sso(code)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 401, 401]);
  });

  it('signs the same super-app user in as the same account next time', async () => {
    const mobile = nextMobile();
    const first = await ssoJson(await sandboxExchangeCode(t.app, person(mobile)));
    const again = await ssoJson(await sandboxExchangeCode(t.app, person(mobile)));
    expect(again.data.relationships?.taxpayer.data.id).toBe(first.data.relationships?.taxpayer.data.id);
    expect(again.data.attributes.token).not.toBe(first.data.attributes.token);
  });

  it('never links an existing account without its password: wrong ones are refused, the right one links', async () => {
    const mobile = nextMobile();
    const owner = await t.client.signUp(mobile);
    const ask = await ssoJson(await sandboxExchangeCode(t.app, person(mobile)));
    expect(ask.data).toMatchObject({
      type: 'super_app_link_requests',
      attributes: { is_link_required: true },
    });
    expect(ask.data.attributes.token).toBeUndefined();
    expect(ask.data.attributes.mobile_number).toBe(`63*******${mobile.slice(-3)}`);
    const link_token = ask.data.attributes.link_token ?? '';

    const wrong = await t.client.post('/v1/taxpayer/super_app_authenticate', {
      link_token,
      password: 'Wrong#Password1',
    });
    expect(wrong.status).toBe(422);
    expect((await fieldErrors(wrong)).password).toEqual(['The password is incorrect.']);
    // Still not linked: a new sign-on asks again.
    const askAgain = await ssoJson(await sandboxExchangeCode(t.app, person(mobile)));
    expect(askAgain.data.attributes.is_link_required).toBe(true);

    const right = await t.client.post('/v1/taxpayer/super_app_authenticate', {
      link_token,
      password: PASSWORD,
    });
    expect(right.status).toBe(200);
    const linked = (await right.json()) as SsoJson;
    expect(linked.data.relationships?.taxpayer.data.id).toBe(owner.taxpayerId);
    expect(linked.meta).toEqual({ is_password_set: true });
    // Used once.
    expect(
      await messageOf(
        await t.client.post('/v1/taxpayer/super_app_authenticate', { link_token, password: PASSWORD }),
      ),
    ).toBe(LINK_REQUEST_GONE);
    // From now on the super app signs straight in as the owner's account.
    const next = await ssoJson(await sandboxExchangeCode(t.app, person(mobile)));
    expect(next.data.relationships?.taxpayer.data.id).toBe(owner.taxpayerId);
  });

  it('links an existing account with an OTP sent to its own number; a link request falls after five wrong proofs', async () => {
    const mobile = nextMobile();
    const owner = await t.client.signUp(mobile);
    const ask = await ssoJson(await sandboxExchangeCode(t.app, person(mobile)));
    const link_token = ask.data.attributes.link_token ?? '';
    // Past the resend cooldown of the sign-up's own code.
    t.clock.advanceSeconds(61);
    expect((await t.client.post('/v1/taxpayer/super_app_send_otp', { link_token })).status).toBe(200);
    const pin = codeIn((await t.client.latestMessage(mobile)).body);
    const res = await t.client.post('/v1/taxpayer/super_app_authenticate', { link_token, pin });
    expect(res.status).toBe(200);
    expect(((await res.json()) as SsoJson).data.relationships?.taxpayer.data.id).toBe(owner.taxpayerId);

    const other = nextMobile();
    await t.client.signUp(other);
    const second = await ssoJson(await sandboxExchangeCode(t.app, person(other)));
    const token2 = second.data.attributes.link_token ?? '';
    for (let i = 0; i < 5; i++) {
      await t.client.post('/v1/taxpayer/super_app_authenticate', {
        link_token: token2,
        password: `Wrong#Pass${i}x`,
      });
    }
    const afterFive = await t.client.post('/v1/taxpayer/super_app_authenticate', {
      link_token: token2,
      password: PASSWORD,
    });
    expect(await messageOf(afterFive)).toBe(LINK_REQUEST_GONE);
  });
});

describe('PUT /api/v1/taxpayers/create_password_superapp', () => {
  it('sets a §5 password once, after which the account signs in directly too', async () => {
    const mobile = nextMobile();
    const doc = await ssoJson(await sandboxExchangeCode(t.app, person(mobile)));
    const token = doc.data.attributes.token ?? '';
    const weak = await t.client.put(
      '/v1/taxpayers/create_password_superapp',
      { password: 'password', password_confirmation: 'password' },
      token,
    );
    expect(weak.status).toBe(422);
    expect(
      (
        await t.client.put('/v1/taxpayers/create_password_superapp', {
          password: PASSWORD,
          password_confirmation: PASSWORD,
        })
      ).status,
    ).toBe(401);
    const ok = await t.client.put(
      '/v1/taxpayers/create_password_superapp',
      { password: PASSWORD, password_confirmation: PASSWORD },
      token,
    );
    expect(ok.status).toBe(200);
    expect((await t.client.login(mobile, PASSWORD)).status).toBe(200);
    const again = await t.client.put(
      '/v1/taxpayers/create_password_superapp',
      { password: 'Other#Pass2026', password_confirmation: 'Other#Pass2026' },
      token,
    );
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe(PASSWORD_ALREADY_SET);
  });
});

describe('POST /api/v1/mobile_auth', () => {
  it('signs an app shell in with the sign-in credentials and says which shell', async () => {
    const mobile = nextMobile();
    await t.client.signUp(mobile);
    const noPlatform = await t.client.post('/v1/mobile_auth', { mobile_number: mobile, password: PASSWORD });
    expect(noPlatform.status).toBe(422);
    const res = await t.client.post('/v1/mobile_auth', {
      mobile_number: mobile,
      password: PASSWORD,
      platform: 'android',
      app_version: '1.4.0',
    });
    expect(res.status).toBe(200);
    const doc = (await res.json()) as SsoJson & { meta: { platform: string } };
    expect(doc.meta.platform).toBe('android');
    expect(await t.client.profileStatus(doc.data.attributes.token ?? '')).toBe(200);
    expect(
      (
        await t.client.post('/v1/mobile_auth', {
          mobile_number: mobile,
          password: 'Wrong#Pass1',
          platform: 'ios',
        })
      ).status,
    ).toBe(401);
  });
});

describe('logs', () => {
  it('carry no exchange code, access token or link token', async () => {
    const code = await sandboxExchangeCode(t.app, person(nextMobile()));
    await sso(code);
    await sso(code);
    const all = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(0);
    expect(all).not.toContain(code);
    expect(all).not.toMatch(/sat_|sx_/);
  });
});
