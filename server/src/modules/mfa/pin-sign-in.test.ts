import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_BOT_CHECK_TOKEN } from '../../adapters/captcha/bot-check';
import { accountsClient, codeIn, messageOf, mobileNumbers } from '../../testing/accounts-client';
import { createMfaTestApp, type MfaTestApp } from './mfa-test-kit';

let t: MfaTestApp;
beforeAll(async () => {
  t = await createMfaTestApp();
  await t.usernameLogin(true);
});
afterAll(() => t.close());

const nextMobile = mobileNumbers(182_000_000);
let nextUser = 0;

/** Sign-in by username + PIN from its own address, as the login modal's Username tab sends it. */
function pinLogin(user_id: string, login_pin: string, address = `198.51.100.${(nextUser % 250) + 1}`) {
  return accountsClient(t.app, { address }).post('/v1/taxpayer/authenticate', {
    user_id,
    login_pin,
    login_type: 'username',
  });
}

const setPin = (token: string, user_id: string, login_pin: string) =>
  t.client.put(
    '/v1/taxpayers/change_pin',
    { user_id, login_pin, login_pin_confirmation: login_pin, recaptcha: DEV_BOT_CHECK_TOKEN },
    token,
  );

/** A new resident with a username and PIN; signed in. */
async function withPin(pin = '2580') {
  const mobile = nextMobile();
  const { token } = await t.client.signUp(mobile);
  const user = `juan.${++nextUser}`;
  await t.json(await t.reauth(token));
  await t.json(await setPin(token, user, pin));
  return { mobile, token, user, pin };
}

describe('username + PIN', () => {
  it('sets the username and PIN only after a re-authentication, and refuses an easy PIN', async () => {
    const { token } = await t.client.signUp(nextMobile());
    expect((await setPin(token, 'maria.santos', '2580')).status).toBe(403);
    await t.json(await t.reauth(token));
    expect((await setPin(token, 'maria.santos', '1234')).status).toBe(422);
    expect((await setPin(token, 'maria.santos', '7777')).status).toBe(422);
    const settings = (await t.json(await setPin(token, 'Maria.Santos', '2580'))) as unknown as {
      data: { attributes: { user_id: string; has_pin: boolean } };
    };
    expect(settings.data.attributes).toMatchObject({ user_id: 'maria.santos', has_pin: true });
    const profile = (await (await t.client.get('/v1/taxpayers/profile', token)).json()) as {
      data: { attributes: { user_id: string } };
    };
    expect(profile.data.attributes.user_id).toBe('maria.santos');
  });

  it('signs in with the username and PIN', async () => {
    const { user, pin } = await withPin();
    const doc = await t.json(await pinLogin(user.toUpperCase(), pin));
    expect(doc.data.attributes.is_mfa_required).toBe(false);
    expect(await t.client.profileStatus(doc.data.attributes.token)).toBe(200);
  });

  it('never skips a required second factor', async () => {
    const { token, user, pin } = await withPin();
    const { secret } = await t.turnOnAuthenticator(token);
    const doc = await t.json(await pinLogin(user, pin));
    expect(doc.data.attributes).toMatchObject({
      is_mfa_required: true,
      available_mfa: ['google_authenticator'],
    });
    t.clock.advanceSeconds(30);
    const signedIn = await t.json(
      await t.mfaAuthenticate(doc.data.attributes.token, await t.totp(secret), 'google_authenticator'),
    );
    expect(signedIn.data.attributes.is_mfa_required).toBe(false);
  });

  it('refuses the 11th PIN after 10 wrong ones, even the right one, until a new PIN after an SMS code', async () => {
    const { mobile, token, user, pin } = await withPin();
    for (let i = 0; i < 10; i++) {
      const wrong = await pinLogin(user, '9146', `203.0.113.${i + 1}`);
      expect(wrong.status).toBe(401);
      expect(await messageOf(wrong)).toBe('The username or PIN is incorrect.');
    }
    // The owner hears of the lock by SMS (the answer tells no one).
    expect((await t.client.latestMessage(mobile)).body).toContain(
      'PIN sign-in to your account was turned off',
    );
    const eleventh = await pinLogin(user, pin, '203.0.113.51');
    expect(eleventh.status).toBe(401);

    // A password re-authentication is not enough to lift the lock: an SMS code is.
    expect((await setPin(token, user, '3691')).status).toBe(403);
    await t.json(await t.client.post('/v1/taxpayers/reauthenticate/send_otp', {}, token));
    const code = codeIn((await t.client.latestMessage(mobile)).body);
    await t.json(await t.client.post('/v1/taxpayers/reauthenticate', { pin: code }, token));
    await t.json(await setPin(token, user, '3691'));
    expect((await t.json(await pinLogin(user, '3691', '203.0.113.52'))).data.attributes.is_mfa_required).toBe(
      false,
    );
  });

  it('answers a locked PIN exactly as an unknown username: same status and body, similar time (issue 25)', async () => {
    const { user, pin } = await withPin();
    for (let i = 0; i < 10; i++) await pinLogin(user, '9146', `203.0.114.${i + 1}`);
    const locked = await pinLogin(user, '9146', '203.0.114.100');
    const lockedRight = await pinLogin(user, pin, '203.0.114.101');
    const unknown = await pinLogin('nobody.at.all', '9146', '203.0.114.102');
    expect([locked.status, lockedRight.status, unknown.status]).toEqual([401, 401, 401]);
    const bodies = [await locked.text(), await lockedRight.text(), await unknown.text()];
    expect(new Set(bodies).size).toBe(1);
    // The same work: one PIN hash each (a locked PIN was not compared before, and answered sooner).
    const verifies = async (userId: string, address: string) => {
      const before = t.hashCalls.verify;
      await pinLogin(userId, '9146', address);
      return t.hashCalls.verify - before;
    };
    expect(await verifies(user, '203.0.115.1')).toBe(1);
    expect(await verifies('nobody.at.all', '203.0.115.2')).toBe(1);
  });

  it('answers an unknown username like a wrong PIN', async () => {
    const res = await pinLogin('nobody.here', '2580');
    expect(res.status).toBe(401);
    expect(await messageOf(res)).toBe('The username or PIN is incorrect.');
  });

  it('is refused while TAXPAYER_USERNAME is off', async () => {
    const { user, pin } = await withPin();
    await t.usernameLogin(false);
    try {
      expect((await pinLogin(user, pin)).status).toBe(422);
    } finally {
      await t.usernameLogin(true);
    }
  });
});
