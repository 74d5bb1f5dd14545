import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_BOT_CHECK_TOKEN } from '../../adapters/captcha/bot-check';
import { codeIn, messageOf, mobileNumbers, PASSWORD } from '../../testing/accounts-client';
import { createMfaTestApp, type MfaTestApp } from './mfa-test-kit';

let t: MfaTestApp;
beforeAll(async () => {
  t = await createMfaTestApp();
});
afterAll(() => t.close());

const nextMobile = mobileNumbers(181_000_000);

/** A new resident with the authenticator on, signed out; its secret and recovery codes. */
async function withAuthenticator() {
  const mobile = nextMobile();
  const { token } = await t.client.signUp(mobile);
  const setup = await t.turnOnAuthenticator(token);
  // The code that enabled it is spent: the next sign-in uses a later step.
  t.clock.advanceSeconds(30);
  return { mobile, ...setup };
}

describe('authenticator app setup from the profile', () => {
  it('needs a recent re-authentication, answers a QR data URL with the LGU as issuer, and ten recovery codes once', async () => {
    const mobile = nextMobile();
    const { token } = await t.client.signUp(mobile);
    const refused = await t.client.post('/v1/taxpayer/google_2fa/generate', {}, token);
    expect(refused.status).toBe(403);
    expect(await messageOf(refused)).toContain('Please confirm it is you');

    const { setup, codes } = await t.turnOnAuthenticator(token);
    expect(setup.qr_code_url).toMatch(/^data:image\/png;base64,/);
    expect(setup.google2fa_secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_url).toContain('issuer=Bayan%20Demo%20City');
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    const profile = (await (await t.client.get('/v1/taxpayers/profile', token)).json()) as {
      data: { attributes: Record<string, unknown> };
    };
    expect(profile.data.attributes).toMatchObject({
      is_mfa_required: 1,
      is_google_2fa_enabled: 1,
      google2fa_enable: 1,
      is_sms_2fa_enabled: 0,
      preferred_mfa: 'google_authenticator',
    });
    // The owner is told by SMS.
    expect((await t.client.latestMessage(mobile)).body).toContain('sign-in settings changed');
  });

  it('refuses a wrong first code and keeps the authenticator off', async () => {
    const { token } = await t.client.signUp(nextMobile());
    await t.json(await t.reauth(token));
    const setup = (await t.json(
      await t.client.post('/v1/taxpayer/google_2fa/generate', {}, token),
    )) as unknown as {
      data: { attributes: { google2fa_secret: string } };
    };
    const wrong = await t.totp(setup.data.attributes.google2fa_secret, -3);
    expect((await t.client.post('/v1/taxpayer/google_2fa/enable', { secret: wrong }, token)).status).toBe(
      422,
    );
    const settings = (await t.json(await t.client.get('/v1/taxpayers/mfa_settings', token))) as unknown as {
      data: { attributes: { is_google_2fa_enabled: number } };
    };
    expect(settings.data.attributes.is_google_2fa_enabled).toBe(0);
  });
});

describe('password + authenticator sign-in', () => {
  it('answers a challenge, never a session, until the code; the challenge token opens nothing', async () => {
    const { mobile, secret } = await withAuthenticator();
    const challenge = await t.challengeFor(mobile);
    expect(challenge.token_type).toBe('MfaChallenge');
    expect(challenge.available_mfa).toEqual(['google_authenticator']);
    expect(challenge.masked_mobile_number).toBe(`6*******${mobile.slice(8)}`);
    expect(await t.client.profileStatus(challenge.token)).toBe(401);

    const doc = await t.json(
      await t.mfaAuthenticate(challenge.token, await t.totp(secret), 'google_authenticator'),
    );
    expect(doc.data.attributes.is_mfa_required).toBe(false);
    expect(doc.data.attributes.recovery_codes).toBeUndefined();
    expect(await t.client.profileStatus(doc.data.attributes.token)).toBe(200);
  });

  it('accepts codes from steps t−1 and t+1, refuses t−2', async () => {
    const { mobile, secret } = await withAuthenticator();
    // Past the step that enabled it (t−1 now would be that spent step).
    t.clock.advanceSeconds(60);
    const first = await t.challengeFor(mobile);
    expect(
      (await t.mfaAuthenticate(first.token, await t.totp(secret, -2), 'google_authenticator')).status,
    ).toBe(422);
    expect(
      (await t.mfaAuthenticate(first.token, await t.totp(secret, -1), 'google_authenticator')).status,
    ).toBe(200);

    t.clock.advanceSeconds(60);
    const second = await t.challengeFor(mobile);
    expect(
      (await t.mfaAuthenticate(second.token, await t.totp(secret, 1), 'google_authenticator')).status,
    ).toBe(200);
  });

  it('refuses a code used twice, even on a new challenge', async () => {
    const { mobile, secret } = await withAuthenticator();
    const code = await t.totp(secret);
    const first = await t.challengeFor(mobile);
    expect((await t.mfaAuthenticate(first.token, code, 'google_authenticator')).status).toBe(200);
    const second = await t.challengeFor(mobile);
    const again = await t.mfaAuthenticate(second.token, code, 'google_authenticator');
    expect(again.status).toBe(422);
    expect(await messageOf(again)).toBe('The code is incorrect or has already been used. Please try again.');
  });

  it('refuses a challenge token after its success, after 5 minutes, and with another account’s code', async () => {
    const a = await withAuthenticator();
    const b = await withAuthenticator();
    const challenge = await t.challengeFor(a.mobile);
    // B's code does not pass A's challenge.
    expect(
      (await t.mfaAuthenticate(challenge.token, await t.totp(b.secret), 'google_authenticator')).status,
    ).toBe(422);
    expect(
      (await t.mfaAuthenticate(challenge.token, await t.totp(a.secret), 'google_authenticator')).status,
    ).toBe(200);
    t.clock.advanceSeconds(30);
    const reused = await t.mfaAuthenticate(challenge.token, await t.totp(a.secret), 'google_authenticator');
    expect(reused.status).toBe(401);
    expect(await messageOf(reused)).toBe('Your sign-in has expired. Please sign in again.');

    const late = await t.challengeFor(a.mobile);
    t.clock.advanceSeconds(5 * 60);
    expect((await t.mfaAuthenticate(late.token, await t.totp(a.secret), 'google_authenticator')).status).toBe(
      401,
    );
  });

  it('ends a challenge after five wrong codes', async () => {
    const { mobile, secret } = await withAuthenticator();
    const challenge = await t.challengeFor(mobile);
    for (let i = 0; i < 5; i++) {
      expect((await t.mfaAuthenticate(challenge.token, '000000', 'google_authenticator')).status).toBe(422);
    }
    expect(
      (await t.mfaAuthenticate(challenge.token, await t.totp(secret), 'google_authenticator')).status,
    ).toBe(401);
  });

  it('refuses a method the account has not turned on', async () => {
    const { mobile } = await withAuthenticator();
    const challenge = await t.challengeFor(mobile);
    const sms = await t.client.post('/v1/taxpayer/mfa/send_otp', {
      token: challenge.token,
      receiver_type: 'sms',
    });
    expect(sms.status).toBe(422);
  });
});

describe('recovery codes', () => {
  it('get a user in once each; a new set kills the old', async () => {
    const { mobile, codes } = await withAuthenticator();
    const [first, second] = codes as [string, string];
    const one = await t.challengeFor(mobile);
    const doc = await t.json(await t.mfaAuthenticate(one.token, first.toUpperCase(), 'recovery_code'));
    const token = doc.data.attributes.token;

    const two = await t.challengeFor(mobile);
    expect((await t.mfaAuthenticate(two.token, first, 'recovery_code')).status).toBe(422);

    await t.json(await t.reauth(token));
    const fresh = (await t.json(
      await t.client.post('/v1/taxpayers/recovery_codes', {}, token),
    )) as unknown as {
      meta: { recovery_codes: string[] };
      data: { attributes: { recovery_codes_left: number } };
    };
    expect(fresh.meta.recovery_codes).toHaveLength(10);
    expect(fresh.data.attributes.recovery_codes_left).toBe(10);
    expect((await t.mfaAuthenticate(two.token, second, 'recovery_code')).status).toBe(422);
    expect(
      (await t.mfaAuthenticate(two.token, fresh.meta.recovery_codes[0] ?? '', 'recovery_code')).status,
    ).toBe(200);
  });
});

describe('the LGU setting mfa_required', () => {
  it('makes a new user set up a factor before any session: SMS, then recovery codes once', async () => {
    // As a browser journey turns it on while the portal runs (outside production only).
    const on = await t.app.request('/api/dev/mfa_required', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mfa_required: true }),
    });
    expect(await on.json()).toEqual({ mfa_required: true });
    try {
      const mobile = nextMobile();
      const registered = await t.client.register(mobile);
      expect(registered.status, await registered.clone().text()).toBe(200);
      const verified = await t.json(
        await t.client.verify(mobile, codeIn((await t.client.latestMessage(mobile)).body)),
      );
      const challenge = verified.data.attributes;
      expect(challenge).toMatchObject({ is_mfa_required: true, mfa_setup_required: true });
      expect(challenge.available_mfa).toEqual(['google_authenticator', 'sms_otp']);
      expect(verified.included).toBeUndefined();

      const sent = await t.client.post('/v1/taxpayer/mfa/send_otp', {
        token: challenge.token,
        receiver_type: 'sms',
      });
      expect(sent.status).toBe(200);
      const code = codeIn((await t.client.latestMessage(mobile)).body);
      const doc = await t.json(await t.mfaAuthenticate(challenge.token, code, 'sms_otp'));
      expect(doc.data.attributes.recovery_codes).toHaveLength(10);
      expect(doc.included?.[0]?.attributes).toMatchObject({ is_sms_2fa_enabled: 1, is_mfa_required: 1 });

      // The next sign-in asks for the SMS code; the password alone is never enough.
      const next = await t.challengeFor(mobile, PASSWORD);
      expect(next.mfa_setup_required).toBe(false);
      expect(next.available_mfa).toEqual(['sms_otp']);
    } finally {
      await t.setSetting('mfa_required', 'false');
    }
  });

  it('refuses to turn off the last factor while the LGU requires one', async () => {
    const { mobile, secret } = await withAuthenticator();
    const challenge = await t.challengeFor(mobile);
    const { token } = (
      await t.json(await t.mfaAuthenticate(challenge.token, await t.totp(secret), 'google_authenticator'))
    ).data.attributes;
    await t.json(await t.reauth(token));
    await t.setSetting('mfa_required', 'true');
    try {
      const off = await t.client.put(
        '/v1/taxpayers/mfa_settings',
        { mfa_type: 'google_authenticator', enabled: 0, recaptcha: DEV_BOT_CHECK_TOKEN },
        token,
      );
      expect(off.status).toBe(422);
    } finally {
      await t.setSetting('mfa_required', 'false');
    }
    await t.json(
      await t.client.put(
        '/v1/taxpayers/mfa_settings',
        { mfa_type: 'google_authenticator', enabled: 0, recaptcha: DEV_BOT_CHECK_TOKEN },
        token,
      ),
    );
    expect((await t.json(await t.client.login(mobile, PASSWORD))).data.attributes.is_mfa_required).toBe(
      false,
    );
  });
});
