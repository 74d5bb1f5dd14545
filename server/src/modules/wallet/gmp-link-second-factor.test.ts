import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, PASSWORD } from '../../testing/accounts-client';
import { settings } from '../../db/schema';
import { MFA_REQUIRED_SETTING } from '../mfa/mfa-settings-keys';
import { LINK_EXPIRED_MESSAGE } from './gmp-link.service';
import { createWalletTestApp } from './wallet-test-kit';

// Issue 25: linking GCash to an existing account with its password signed in without the
// account's second factor (the hole the eGov super-app link had). Linking is a sign-in: the
// account's second factor is asked, and its wrong passwords count as sign-in failures.

let t: Awaited<ReturnType<typeof createWalletTestApp>>;
beforeAll(async () => {
  t = await createWalletTestApp({ TRUST_PROXY: '1' });
}, 60_000);
afterAll(() => t.stop());

let serial = 0;
const nextMobile = () => `63917160${String(serial++).padStart(4, '0')}`;
const totp = (secret: string) => generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });

const ssoAuth = async (mobile: string) =>
  t.post('/v1/taxpayer/gmp_sso_auth', { auth_code: await t.authCode(mobile, 'Wallet Person') });
const from = (address: string) => ({ 'X-Forwarded-For': address });

/** A link request for the account with this number: the token gmp_authenticate takes. */
async function linkToken(mobile: string) {
  const asked = await ssoAuth(mobile);
  expect(asked.json.data.type).toBe('wallet_link_requests');
  return asked.json.data.attributes.link_token as string;
}

/** A resident who turned the authenticator app on from the profile; its secret. */
async function withAuthenticator(mobile: string) {
  const owner = await t.client.signUp(mobile);
  expect(
    (await t.client.post('/v1/taxpayers/reauthenticate', { password: PASSWORD }, owner.token)).status,
  ).toBe(200);
  const setup = (await (await t.client.post('/v1/taxpayer/google_2fa/generate', {}, owner.token)).json()) as {
    data: { attributes: { google2fa_secret: string } };
  };
  const secret = setup.data.attributes.google2fa_secret;
  const on = await t.client.post(
    '/v1/taxpayer/google_2fa/enable',
    { secret: await totp(secret) },
    owner.token,
  );
  expect(on.status).toBe(200);
  // The enabling code is spent: the next one is of the next 30-second step.
  t.clock.advanceSeconds(30);
  return { secret, taxpayerId: owner.taxpayerId };
}

const mfaAuthenticate = (token: string, secret: string, mfa_type: string) =>
  t.client.post('/v1/taxpayer/mfa_authenticate', { token, secret, mfa_type });

describe('linking GCash to an account that has a second factor', () => {
  it('answers the password with the sign-in challenge, and links only once it is passed', async () => {
    const mobile = nextMobile();
    const { secret, taxpayerId } = await withAuthenticator(mobile);
    const link_token = await linkToken(mobile);

    const proved = await t.post('/v1/taxpayer/gmp_authenticate', { link_token, password: PASSWORD });
    expect(proved.status).toBe(200);
    expect(proved.json.data.attributes).toMatchObject({
      is_mfa_required: true,
      token_type: 'MfaChallenge',
      mfa_setup_required: false,
      available_mfa: ['google_authenticator'],
    });
    // No session, and nothing linked: GCash still asks for the link.
    expect(proved.text).not.toContain('"relationships"');
    expect(proved.text).not.toContain('"Bearer"');
    expect((await ssoAuth(mobile)).json.data.type).toBe('wallet_link_requests');
    const challenge = proved.json.data.attributes.token as string;
    expect((await mfaAuthenticate(challenge, '000000', 'google_authenticator')).status).toBe(422);
    expect((await ssoAuth(mobile)).json.data.type).toBe('wallet_link_requests');

    const passed = await mfaAuthenticate(challenge, await totp(secret), 'google_authenticator');
    expect(passed.status).toBe(200);
    // Linked now: GCash signs straight in as the owner's account, a wallet-login account.
    const direct = await ssoAuth(mobile);
    expect(direct.json.data.relationships.taxpayer.data.id).toBe(taxpayerId);
    expect(direct.json.included[0]?.attributes).toMatchObject({ is_gcash_login: 1 });
    // The request was used by the link: its token proves nothing any more.
    const replay = await t.post('/v1/taxpayer/gmp_authenticate', { link_token, password: PASSWORD });
    expect(replay.status).toBe(422);
  });

  it('asks for it after an SMS code to the account too', async () => {
    const mobile = nextMobile();
    const { secret, taxpayerId } = await withAuthenticator(mobile);
    const link_token = await linkToken(mobile);
    t.clock.advanceSeconds(61); // past the sign-up code's resend cooldown
    expect((await t.post('/v1/taxpayer/gmp_send_otp', { link_token })).status).toBe(200);
    const pin = codeIn((await t.client.latestMessage(mobile)).body);
    const proved = await t.post('/v1/taxpayer/gmp_authenticate', { link_token, pin });
    expect(proved.json.data.attributes).toMatchObject({ is_mfa_required: true, token_type: 'MfaChallenge' });
    expect((await ssoAuth(mobile)).json.data.type).toBe('wallet_link_requests');
    const challenge = proved.json.data.attributes.token as string;
    expect((await mfaAuthenticate(challenge, await totp(secret), 'google_authenticator')).status).toBe(200);
    expect((await ssoAuth(mobile)).json.data.relationships.taxpayer.data.id).toBe(taxpayerId);
  });

  it('asks an account without one to set one up while the city requires it; setting it up links', async () => {
    const mobile = nextMobile();
    const { taxpayerId } = await t.client.signUp(mobile);
    const db = t.infrastructure.db;
    const requireMfa = (value: string) =>
      db
        .insert(settings)
        .values({ key: MFA_REQUIRED_SETTING, value })
        .onConflictDoUpdate({ target: settings.key, set: { value } });
    await requireMfa('true');
    try {
      const link_token = await linkToken(mobile);
      const proved = await t.post('/v1/taxpayer/gmp_authenticate', { link_token, password: PASSWORD });
      expect(proved.json.data.attributes).toMatchObject({ is_mfa_required: true, mfa_setup_required: true });
      const token = proved.json.data.attributes.token as string;
      t.clock.advanceSeconds(61);
      expect((await t.client.post('/v1/taxpayer/mfa/send_otp', { token, receiver_type: 'sms' })).status).toBe(
        200,
      );
      const code = codeIn((await t.client.latestMessage(mobile)).body);
      expect((await mfaAuthenticate(token, code, 'sms_otp')).status).toBe(200);
      expect((await ssoAuth(mobile)).json.data.relationships.taxpayer.data.id).toBe(taxpayerId);
    } finally {
      await requireMfa('false');
    }
  });

  it('still links an account without one at once, as before', async () => {
    const mobile = nextMobile();
    const { taxpayerId } = await t.client.signUp(mobile);
    const linked = await t.post('/v1/taxpayer/gmp_authenticate', {
      link_token: await linkToken(mobile),
      password: PASSWORD,
    });
    expect(linked.json.data.attributes).toMatchObject({ is_mfa_required: false, token_type: 'Bearer' });
    expect(linked.json.data.relationships.taxpayer.data.id).toBe(taxpayerId);
  });
});

describe('wrong passwords when linking', () => {
  it('count as sign-in failures of the account: the guesser waits, across link requests', async () => {
    const mobile = nextMobile();
    await t.client.signUp(mobile);
    const guesser = from('198.51.100.61');
    const first = await linkToken(mobile);
    for (let i = 0; i < 5; i++) {
      const wrong = await t.post(
        '/v1/taxpayer/gmp_authenticate',
        { link_token: first, password: `Wrong#Guess${i}` },
        guesser,
      );
      expect(wrong.status).toBe(422);
    }
    // A new request does not start the guessing again.
    const next = await t.post(
      '/v1/taxpayer/gmp_authenticate',
      { link_token: await linkToken(mobile), password: 'Wrong#Guess9' },
      guesser,
    );
    expect(next.status).toBe(429);
    expect(next.json.message).toMatch(/^Too many failed sign-in attempts\. Please try again in/);
  });

  it('share the account ceiling with sign-in: after 100 from 20 addresses only the SMS code links', async () => {
    const mobile = nextMobile();
    await t.client.signUp(mobile);
    for (let a = 0; a < 20; a++) {
      const attacker = t.clientFrom(`192.0.2.${a + 101}`);
      for (let i = 0; i < 5; i++) await attacker.login(mobile, 'Wrong#Password1');
    }
    const link_token = await linkToken(mobile);
    const held = await t.post(
      '/v1/taxpayer/gmp_authenticate',
      { link_token, password: PASSWORD },
      from('203.0.113.61'),
    );
    expect(held.status).toBe(429);
    expect(held.json.message).toBe('Too many failed sign-in attempts. Please try again in 24 hours.');
    // The owner proves the phone instead.
    t.clock.advanceSeconds(61);
    expect((await t.post('/v1/taxpayer/gmp_send_otp', { link_token })).status).toBe(200);
    const pin = codeIn((await t.client.latestMessage(mobile)).body);
    const linked = await t.post('/v1/taxpayer/gmp_authenticate', { link_token, pin }, from('203.0.113.61'));
    expect(linked.status).toBe(200);
    expect(linked.json.data.attributes.token_type).toBe('Bearer');
  });

  it('wrong SMS codes use up the request’s five tries with wrong passwords', async () => {
    const mobile = nextMobile();
    await t.client.signUp(mobile);
    const link_token = await linkToken(mobile);
    t.clock.advanceSeconds(61);
    expect((await t.post('/v1/taxpayer/gmp_send_otp', { link_token })).status).toBe(200);
    const pin = codeIn((await t.client.latestMessage(mobile)).body);
    const wrong = pin === '000000' ? '111111' : '000000';
    // Four wrong codes (the code itself takes five) and a wrong password: the request is spent.
    for (let i = 0; i < 4; i++)
      expect((await t.post('/v1/taxpayer/gmp_authenticate', { link_token, pin: wrong })).status).toBe(422);
    await t.post('/v1/taxpayer/gmp_authenticate', { link_token, password: 'Wrong#Guess1' });
    const late = await t.post('/v1/taxpayer/gmp_authenticate', { link_token, pin });
    expect(late.status).toBe(422);
    expect(late.json.message).toBe(LINK_EXPIRED_MESSAGE);
  });
});
