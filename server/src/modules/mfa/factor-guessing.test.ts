import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_CHECK_CODE } from '@/domain/contracts/mfa-phone-check';
import { codeIn, messageOf, mobileNumbers, PASSWORD } from '../../testing/accounts-client';
import { FREE_WRONG_CODES, WRONG_CODE_CEILING } from './factor-tries';
import { createMfaTestApp, type MfaTestApp } from './mfa-test-kit';

// Issue 25: wrong authenticator codes were capped per challenge only, and each password sign-in
// made a new challenge: 1,000 wrong codes from ten addresses met no refusal.

let t: MfaTestApp;
beforeAll(async () => {
  t = await createMfaTestApp();
});
afterAll(() => t.close());

const nextMobile = mobileNumbers(183_000_000);

async function withAuthenticator() {
  const mobile = nextMobile();
  const { token } = await t.client.signUp(mobile);
  const { secret } = await t.turnOnAuthenticator(token);
  t.clock.advanceSeconds(30);
  return { mobile, secret };
}

/** A 6-digit code that none of the accepted steps (before, now, after) makes. */
async function wrongCode(secret: string) {
  const right = new Set([await t.totp(secret, -1), await t.totp(secret), await t.totp(secret, 1)]);
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!right.has(code)) return code;
  }
}

/** A password sign-in from one of ten addresses: its challenge token. */
async function challengeFrom(mobile: string, i: number) {
  const doc = await t.json(await t.clientFrom(`198.51.100.${(i % 10) + 1}`).login(mobile, PASSWORD));
  return doc.data.attributes.token;
}

const errorCode = async (res: Response) =>
  ((await res.clone().json()) as { errors: { code?: string }[] }).errors[0]?.code;

describe('second-factor guessing across challenges', () => {
  it('meets a refusal before 100 wrong codes over 20 challenges, waits that grow, a notice, then a ceiling', async () => {
    const { mobile, secret } = await withAuthenticator();
    const statuses: number[] = [];
    for (let c = 0; c < 20; c++) {
      const token = await challengeFrom(mobile, c);
      for (let i = 0; i < 5; i++) {
        const res = await t.mfaAuthenticate(token, await wrongCode(secret), 'google_authenticator');
        statuses.push(res.status);
      }
    }
    // Five wrong codes, then every try refused while the wait lasts (the clock stood still).
    expect(statuses.slice(0, FREE_WRONG_CODES)).toEqual(Array(FREE_WRONG_CODES).fill(422));
    expect(statuses.slice(FREE_WRONG_CODES).every((s) => s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 422).length).toBeLessThan(100);
    // The owner is told once the waits begin.
    expect((await t.client.latestMessage(mobile)).body).toContain('wrong 2-step verification codes');

    // The wait doubles with each wrong code after the fifth: 30 s, then 60 s …
    t.clock.advanceSeconds(31);
    let token = await challengeFrom(mobile, 0);
    expect((await t.mfaAuthenticate(token, await wrongCode(secret), 'google_authenticator')).status).toBe(
      422,
    );
    t.clock.advanceSeconds(31);
    const early = await t.mfaAuthenticate(token, await wrongCode(secret), 'google_authenticator');
    expect(early.status).toBe(429);
    expect(Number(early.headers.get('Retry-After'))).toBeGreaterThan(20);
    expect(await errorCode(early)).toBe(PHONE_CHECK_CODE);

    // … up to the ceiling, after which waiting no longer helps (an hour later, still refused).
    for (let failures = FREE_WRONG_CODES + 1; failures < WRONG_CODE_CEILING; failures++) {
      t.clock.advanceMinutes(16);
      token = await challengeFrom(mobile, failures);
      expect((await t.mfaAuthenticate(token, await wrongCode(secret), 'google_authenticator')).status).toBe(
        422,
      );
    }
    expect((await t.client.latestMessage(mobile)).body).toContain(
      'confirm a code sent to this mobile number',
    );
    t.clock.advanceMinutes(60);
    token = await challengeFrom(mobile, 0);
    const locked = await t.mfaAuthenticate(token, await t.totp(secret), 'google_authenticator');
    expect(locked.status).toBe(429);
    expect(await messageOf(locked)).toContain('confirm a code sent to your mobile number');
    // Recovery codes are a second factor too: held back alike.
    expect((await t.mfaAuthenticate(token, 'aaaaa-bbbbb', 'recovery_code')).status).toBe(429);
    // About 140 requests: a minute is plenty, also on PostgreSQL.
  }, 120_000);

  it('lets the owner with the right code in after proving the phone (an SMS code), and starts the count again', async () => {
    const { mobile, secret } = await withAuthenticator();
    for (let c = 0; c < 4; c++) {
      const token = await challengeFrom(mobile, c);
      for (let i = 0; i < 5; i++)
        await t.mfaAuthenticate(token, await wrongCode(secret), 'google_authenticator');
    }
    const token = await challengeFrom(mobile, 7);
    const held = await t.mfaAuthenticate(token, await t.totp(secret), 'google_authenticator');
    expect(held.status).toBe(429);
    expect(await errorCode(held)).toBe(PHONE_CHECK_CODE);

    // A code to the account's own number, although SMS is not one of its factors.
    const sent = await t.client.post('/v1/taxpayer/mfa/send_otp', { token, receiver_type: 'sms' });
    expect(sent.status).toBe(200);
    const sms = codeIn((await t.client.latestMessage(mobile)).body);
    // The SMS code alone does not sign in: the account's factor is the authenticator.
    expect((await t.mfaAuthenticate(token, sms, 'sms_otp')).status).toBe(422);
    const wrongPhone = await t.client.post('/v1/taxpayer/mfa/confirm_phone', { token, pin: '000000' });
    expect(wrongPhone.status).toBe(422);
    const confirmed = await t.client.post('/v1/taxpayer/mfa/confirm_phone', { token, pin: sms });
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as { message: string }).message).toContain(
      'Your mobile number is confirmed',
    );

    const signedIn = await t.json(
      await t.mfaAuthenticate(token, await t.totp(secret), 'google_authenticator'),
    );
    expect(signedIn.data.attributes.is_mfa_required).toBe(false);

    // The count starts again: a wrong code is just wrong, not refused.
    t.clock.advanceSeconds(30);
    const next = await challengeFrom(mobile, 1);
    expect((await t.mfaAuthenticate(next, await wrongCode(secret), 'google_authenticator')).status).toBe(422);
  });

  it('does not send a code to the phone of an account that nobody held back', async () => {
    const { mobile } = await withAuthenticator();
    const token = await challengeFrom(mobile, 0);
    const sent = await t.client.post('/v1/taxpayer/mfa/send_otp', { token, receiver_type: 'sms' });
    expect(sent.status).toBe(422);
  });
});
