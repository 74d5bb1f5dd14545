import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_CHECK_CODE } from '@/domain/contracts/mfa-phone-check';
import { readEnv } from '../../env';
import { codeIn, fieldErrors, messageOf, mobileNumbers, PASSWORD } from '../../testing/accounts-client';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';

// Issue 25: 100 wrong passwords from 20 addresses in 9 s, and the owner's right password then got
// 429 "try again in 24 hours". The owner who proves the phone signs in regardless.

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp({ config: { ...readEnv({}), TRUST_PROXY: 1 } });
});
afterAll(() => t.close());

const nextMobile = mobileNumbers(173_500_000);

/** Twenty addresses, five wrong passwords each: the account's ceiling of 100 a day. */
async function lockOut(mobile: string) {
  for (let a = 0; a < 20; a++) {
    const guesser = t.clientFrom(`192.0.2.${a + 1}`);
    for (let i = 0; i < 5; i++) await guesser.login(mobile, 'Wrong#Password1');
  }
}

const loginWithCode = (
  from: ReturnType<AccountsTestApp['clientFrom']>,
  mobile: string,
  password: string,
  otp: string,
) =>
  from.post('/v1/taxpayer/authenticate', { mobile_number: mobile, password, otp, login_type: 'credentials' });

describe('a lockout attack from 20 addresses', () => {
  it('lets the owner sign in with an SMS code to the registered number, and others still not', async () => {
    const mobile = nextMobile();
    await t.client.signUp(mobile);
    await lockOut(mobile);
    const owner = t.clientFrom('203.0.113.77');
    const held = await owner.login(mobile, PASSWORD);
    expect(held.status).toBe(429);
    expect(await messageOf(held.clone())).toBe(
      'Too many failed sign-in attempts. Please try again in 24 hours.',
    );
    expect(((await held.json()) as { errors: { code?: string }[] }).errors[0]?.code).toBe(PHONE_CHECK_CODE);

    t.clock.advanceSeconds(61); // the sign-up code's cooldown
    const sent = await owner.post('/v1/taxpayer/send_login_otp', { mobile_number: mobile });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ message: 'OTP sent.' });
    const otp = codeIn((await t.client.latestMessage(mobile)).body);
    // A wrong code does not get past the count; the code is checked before the password.
    expect((await fieldErrors(await loginWithCode(owner, mobile, PASSWORD, '000000'))).otp).toHaveLength(1);
    const signedIn = await loginWithCode(owner, mobile, PASSWORD, otp);
    expect(signedIn.status).toBe(200);
    expect(
      ((await signedIn.json()) as { data: { attributes: { token: string } } }).data.attributes.token,
    ).toBeTruthy();

    // The owner's sign-in ends the run, as a reset does; each guesser keeps its own waits.
    const guesser = t.clientFrom('192.0.2.1');
    for (let i = 0; i < 5; i++) await guesser.login(mobile, 'Wrong#Password1');
    expect((await guesser.login(mobile, 'Wrong#Password1')).status).toBe(429);
    expect((await owner.login(mobile, PASSWORD)).status).toBe(200);
  });

  it('needs the right password too, and the code works once', async () => {
    const mobile = nextMobile();
    await t.client.signUp(mobile);
    await lockOut(mobile);
    t.clock.advanceSeconds(61);
    const owner = t.clientFrom('203.0.113.78');
    await owner.post('/v1/taxpayer/send_login_otp', { mobile_number: mobile });
    const otp = codeIn((await t.client.latestMessage(mobile)).body);
    expect((await loginWithCode(owner, mobile, 'Not#MyPassword9', otp)).status).toBe(401);
    // Spent by that try: a new code is needed.
    expect((await loginWithCode(owner, mobile, PASSWORD, otp)).status).toBe(422);
  });

  it('answers an unknown number as a known one and sends nothing', async () => {
    const known = nextMobile();
    await t.client.signUp(known);
    t.clock.advanceSeconds(61);
    const unknown = nextMobile();
    const a = await t.client.post('/v1/taxpayer/send_login_otp', { mobile_number: known });
    const b = await t.client.post('/v1/taxpayer/send_login_otp', { mobile_number: unknown });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await a.text()).toBe(await b.text());
    expect(await t.client.outbox(unknown)).toEqual([]);
    // The send limits hold for both: a second code within the cooldown is refused.
    expect((await t.client.post('/v1/taxpayer/send_login_otp', { mobile_number: known })).status).toBe(429);
    expect((await t.client.post('/v1/taxpayer/send_login_otp', { mobile_number: unknown })).status).toBe(429);
  });
});
