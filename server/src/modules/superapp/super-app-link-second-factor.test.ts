import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, mobileNumbers, PASSWORD } from '../../testing/accounts-client';
import { createMfaTestApp, type MfaTestApp } from '../mfa/mfa-test-kit';
import { sandboxExchangeCode, type SsoJson } from './super-app-test-kit';

// Issue 25: "Link with password" signed in without the account's second factor.

let t: MfaTestApp;
beforeAll(async () => {
  t = await createMfaTestApp();
});
afterAll(() => t.close());

const nextMobile = mobileNumbers(176_300_000);
const person = (mobile: string) => ({ mobile_number: mobile, first_name: 'Liza', last_name: 'Soberano' });

async function linkRequest(mobile: string) {
  const res = await t.client.post('/v1/taxpayer/super_app_sso_auth', {
    exchange_code: await sandboxExchangeCode(t.app, person(mobile)),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as SsoJson;
}

async function withAuthenticator() {
  const mobile = nextMobile();
  const owner = await t.client.signUp(mobile);
  const { secret } = await t.turnOnAuthenticator(owner.token);
  t.clock.advanceSeconds(30);
  return { mobile, secret, taxpayerId: owner.taxpayerId };
}

describe('linking an account that has a second factor', () => {
  it('asks for it after the password, and links only once it is passed', async () => {
    const { mobile, secret, taxpayerId } = await withAuthenticator();
    const link_token = (await linkRequest(mobile)).data.attributes.link_token ?? '';

    const proved = await t.json(
      await t.client.post('/v1/taxpayer/super_app_authenticate', { link_token, password: PASSWORD }),
    );
    // The sign-in's challenge, no session.
    expect(proved.data.attributes).toMatchObject({
      is_mfa_required: true,
      token_type: 'MfaChallenge',
      mfa_setup_required: false,
      available_mfa: ['google_authenticator'],
    });
    expect(JSON.stringify(proved)).not.toContain('"relationships"');
    const token = proved.data.attributes.token;
    // Not linked yet: the super app still asks.
    expect((await linkRequest(mobile)).data.attributes.is_link_required).toBe(true);
    expect((await t.mfaAuthenticate(token, '000000', 'google_authenticator')).status).toBe(422);
    expect((await linkRequest(mobile)).data.attributes.is_link_required).toBe(true);

    const signedIn = await t.json(
      await t.mfaAuthenticate(token, await t.totp(secret), 'google_authenticator'),
    );
    expect(signedIn.data.attributes.is_mfa_required).toBe(false);
    // Linked now: the super app signs straight in as the owner's account.
    const next = await linkRequest(mobile);
    expect(next.data.relationships?.taxpayer.data.id).toBe(taxpayerId);
  });

  it('asks for it after an SMS code to the account too', async () => {
    const { mobile, secret, taxpayerId } = await withAuthenticator();
    const link_token = (await linkRequest(mobile)).data.attributes.link_token ?? '';
    t.clock.advanceSeconds(61);
    expect((await t.client.post('/v1/taxpayer/super_app_send_otp', { link_token })).status).toBe(200);
    const pin = codeIn((await t.client.latestMessage(mobile)).body);
    const proved = await t.json(
      await t.client.post('/v1/taxpayer/super_app_authenticate', { link_token, pin }),
    );
    expect(proved.data.attributes.is_mfa_required).toBe(true);
    await t.json(
      await t.mfaAuthenticate(proved.data.attributes.token, await t.totp(secret), 'google_authenticator'),
    );
    expect((await linkRequest(mobile)).data.relationships?.taxpayer.data.id).toBe(taxpayerId);
  });

  it('asks an account without one to set one up while the LGU requires it', async () => {
    const mobile = nextMobile();
    await t.client.signUp(mobile);
    await t.setSetting('mfa_required', 'true');
    try {
      const link_token = (await linkRequest(mobile)).data.attributes.link_token ?? '';
      const proved = await t.json(
        await t.client.post('/v1/taxpayer/super_app_authenticate', { link_token, password: PASSWORD }),
      );
      expect(proved.data.attributes).toMatchObject({ is_mfa_required: true, mfa_setup_required: true });
    } finally {
      await t.setSetting('mfa_required', 'false');
    }
  });
});
