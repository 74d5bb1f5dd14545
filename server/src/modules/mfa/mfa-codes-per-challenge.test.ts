import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, fieldErrors, mobileNumbers, PASSWORD } from '../../testing/accounts-client';
import { createMfaTestApp, type MfaTestApp } from './mfa-test-kit';

// Issue 25 ("a code's tries belong to the request that asked for it"), for sign-in codes: a code
// sent by SMS or e-mail belongs to the challenge that asked for it. Someone who knows the password
// signs in too and types wrong codes in their own challenges: those neither use up the owner's
// code nor could ever match it.

let t: MfaTestApp;
beforeAll(async () => {
  t = await createMfaTestApp();
});
afterAll(() => t.close());

const nextMobile = mobileNumbers(176_950_000);

/** A resident with SMS 2-step verification on (the profile's security section). */
async function withSms() {
  const mobile = nextMobile();
  const { token } = await t.client.signUp(mobile);
  await t.json(await t.reauth(token));
  await t.json(
    await t.client.put(
      '/v1/taxpayers/mfa_settings',
      { mfa_type: 'sms_otp', enabled: 1, recaptcha: 'dev-bot-check' },
      token,
    ),
  );
  return mobile;
}

const sendSms = (token: string) =>
  t.client.post('/v1/taxpayer/mfa/send_otp', { token, receiver_type: 'sms' });

describe('an SMS sign-in code', () => {
  it('survives five wrong codes typed in another sign-in’s challenge, and works in its own only', async () => {
    const mobile = await withSms();
    const owner = (await t.challengeFor(mobile)).token;
    t.clock.advanceSeconds(61); // the sign-up code's resend cooldown
    expect((await sendSms(owner)).status).toBe(200);
    const code = codeIn((await t.client.latestMessage(mobile)).body);

    // Someone with the password, from another address, in a challenge of their own.
    const attacker = t.clientFrom('203.0.113.140');
    const challenge = async () =>
      ((await t.json(await attacker.login(mobile, PASSWORD))) as { data: { attributes: { token: string } } })
        .data.attributes.token;
    const theirs = await challenge();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const guess = await attacker.post('/v1/taxpayer/mfa_authenticate', {
        token: theirs,
        secret: wrong,
        mfa_type: 'sms_otp',
      });
      expect((await fieldErrors(guess)).secret).toHaveLength(1);
    }
    // The owner's code is not theirs to use either (in a new challenge: five wrong codes ended that one).
    const stolen = await attacker.post('/v1/taxpayer/mfa_authenticate', {
      token: await challenge(),
      secret: code,
      mfa_type: 'sms_otp',
    });
    expect(stolen.status).toBe(422);

    const signedIn = await t.mfaAuthenticate(owner, code, 'sms_otp');
    expect(signedIn.status).toBe(200);
    expect((await t.json(signedIn)).data.attributes.is_mfa_required).toBe(false);
  });
});
