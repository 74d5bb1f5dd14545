import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../env';
import {
  codeIn,
  fieldErrors,
  linkIn,
  messageOf,
  mobileNumbers,
  NEW_PASSWORD,
  PASSWORD,
} from '../../testing/accounts-client';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';

let t: AccountsTestApp;
beforeAll(async () => {
  // One trusted proxy, so tests can sign in from distinct addresses (X-Forwarded-For).
  t = await createAccountsTestApp({ config: { ...readEnv({}), TRUST_PROXY: 1 } });
});
afterAll(() => t.close());

const nextMobile = mobileNumbers(173_000_000);

/** An active account whose e-mail address is confirmed. */
async function accountWithEmail() {
  const mobile = nextMobile();
  const email = `ana.${mobile}@example.ph`;
  await t.client.signUp(mobile, { email });
  const token = linkIn((await t.client.latestMessage(email)).body).pathname.split('/')[3];
  expect((await t.client.post('/v1/taxpayers/activate_account', { token, email })).status).toBe(200);
  return { mobile, email };
}

/** Status, body and Retry-After of a response, for comparing two answers whole. */
async function answer(res: Response) {
  return { status: res.status, retryAfter: res.headers.get('Retry-After'), body: await res.json() };
}

describe('POST /api/v1/taxpayer/authenticate', () => {
  it('signs in with a mobile number and password: token and profile', async () => {
    const mobile = nextMobile();
    await t.client.signUp(mobile);
    const res = await t.client.login(mobile, PASSWORD);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      data: { attributes: { token: string; is_mfa_required: boolean } };
      included: { attributes: { mobile_number: string } }[];
      message: string;
    };
    expect(doc.message).toBe('You have successfully logged in!');
    expect(doc.data.attributes.is_mfa_required).toBe(false);
    expect(doc.included[0]?.attributes.mobile_number).toBe(mobile);
    expect(await t.client.profileStatus(doc.data.attributes.token)).toBe(200);
  });

  it('answers a wrong password with 401 and the §8 message', async () => {
    const mobile = nextMobile();
    await t.client.signUp(mobile);
    const res = await t.client.login(mobile, 'Wrong#Password1');
    expect(res.status).toBe(401);
    expect(await messageOf(res)).toBe('The mobile number or password is incorrect.');
  });

  it("slows the address guessing wrong, before any hashing, but not the owner's sign-in from elsewhere", async () => {
    const mobile = nextMobile();
    await t.client.signUp(mobile);
    const [guesser, owner] = [t.clientFrom('198.51.100.30'), t.clientFrom('203.0.113.30')];
    for (let i = 0; i < 5; i++) expect((await guesser.login(mobile, `Wrong#Password${i}`)).status).toBe(401);

    const verifies = t.hashCalls.verify;
    const sixth = await guesser.login(mobile, PASSWORD);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('Retry-After'))).toBe(60);
    expect(await messageOf(sixth)).toBe('Too many failed sign-in attempts. Please try again in 1 minute.');
    expect(t.hashCalls.verify).toBe(verifies);

    // The owner is not locked out by someone else's guesses.
    expect((await owner.login(mobile, PASSWORD)).status).toBe(200);
  });

  it('makes the guessing address wait longer as its failures pile up', async () => {
    const mobile = nextMobile();
    await t.client.signUp(mobile);
    const guesser = t.clientFrom('198.51.100.31');
    for (let i = 0; i < 5; i++) await guesser.login(mobile, 'Wrong#Password1');
    t.clock.advanceMinutes(1);
    for (let i = 0; i < 5; i++) expect((await guesser.login(mobile, 'Wrong#Password1')).status).toBe(401);
    // Ten in a quarter hour: the next waits until the first five are 15 minutes old.
    const eleventh = await guesser.login(mobile, 'Wrong#Password1');
    expect(Number(eleventh.headers.get('Retry-After'))).toBe(14 * 60);
    expect(await messageOf(eleventh)).toBe(
      'Too many failed sign-in attempts. Please try again in 14 minutes.',
    );
    t.clock.advanceMinutes(14);
    expect((await guesser.login(mobile, PASSWORD)).status).toBe(200);
  });

  it('stops an account after 100 failures from everywhere in a day, until its owner resets the password', async () => {
    const mobile = nextMobile();
    await t.client.signUp(mobile);
    // Twenty addresses, five wrong passwords each (the most each gets without waiting).
    for (let a = 0; a < 20; a++) {
      const guesser = t.clientFrom(`192.0.2.${a + 1}`);
      for (let i = 0; i < 5; i++) expect((await guesser.login(mobile, 'Wrong#Password1')).status).toBe(401);
    }
    const verifies = t.hashCalls.verify;
    const next = await t.clientFrom('192.0.2.200').login(mobile, 'Wrong#Password1');
    expect(next.status).toBe(429);
    expect(await messageOf(next)).toBe('Too many failed sign-in attempts. Please try again in 24 hours.');
    expect(t.hashCalls.verify).toBe(verifies);

    // NIST's ceiling holds the owner too; Forgot Password proves the phone and ends the run.
    const owner = t.clientFrom('203.0.113.31');
    expect((await owner.login(mobile, PASSWORD)).status).toBe(429);
    t.clock.advanceSeconds(61); // the sign-up code's cooldown
    const asked = await owner.post('/v1/taxpayers/forgot_password', { email: mobile });
    expect(asked.status).toBe(200);
    const request_token = ((await asked.json()) as { data: { attributes: { request_token: string } } }).data
      .attributes.request_token;
    const pin = codeIn((await owner.latestMessage(mobile)).body);
    const step = await owner.post('/v1/taxpayers/forgot_password_validate_otp', {
      mobile_number: mobile,
      pin,
      request_token,
    });
    const token = ((await step.json()) as { data: { attributes: { reset_token: string } } }).data.attributes
      .reset_token;
    const change = await owner.post('/v1/taxpayers/forgot_password_change_otp', {
      mobile_number: mobile,
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(change.status).toBe(200);
    expect((await owner.login(mobile, NEW_PASSWORD)).status).toBe(200);
  });

  it('hashes at most 5 of 20 guesses sent in parallel; the rest get 429', async () => {
    const mobile = nextMobile();
    await t.client.signUp(mobile);
    const verifies = t.hashCalls.verify;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.client.login(mobile, `Wrong#Password${i}`)),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(15).fill(429)]);
    expect(t.hashCalls.verify - verifies).toBe(5);
  });

  it('locks an unknown number after 5 wrong passwords just like a known one', async () => {
    const [known, unknown] = [nextMobile(), nextMobile()];
    await t.client.signUp(known);
    for (let i = 0; i < 5; i++) {
      await t.client.login(known, 'Wrong#Password1');
      await t.client.login(unknown, 'Wrong#Password1');
    }
    expect(await answer(await t.client.login(unknown, 'Wrong#Password1'))).toEqual(
      await answer(await t.client.login(known, 'Wrong#Password1')),
    );
  });

  it('forgets earlier wrong passwords after a successful sign-in', async () => {
    const mobile = nextMobile();
    await t.client.signUp(mobile);
    for (let i = 0; i < 4; i++) await t.client.login(mobile, 'Wrong#Password1');
    expect((await t.client.login(mobile, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) await t.client.login(mobile, 'Wrong#Password1');
    expect((await t.client.login(mobile, PASSWORD)).status).toBe(200);
  });

  it('gives an unknown number and a known one with a wrong password the same status and body', async () => {
    const known = nextMobile();
    await t.client.signUp(known);
    const forKnown = await answer(await t.client.login(known, 'Wrong#Password1'));
    const forUnknown = await answer(await t.client.login(nextMobile(), 'Wrong#Password1'));
    expect(forKnown.status).toBe(401);
    expect(forUnknown).toEqual(forKnown);
  });

  it('gives a pending (unverified) number the same answer as an unknown one', async () => {
    const pending = nextMobile();
    await t.client.register(pending);
    expect(await answer(await t.client.login(pending, PASSWORD))).toEqual(
      await answer(await t.client.login(nextMobile(), PASSWORD)),
    );
  });

  it('gives an unknown e-mail and a known one with a wrong password the same status and body', async () => {
    const { email } = await accountWithEmail();
    for (const field of ['email', 'mobile_number'] as const) {
      const forKnown = await answer(await t.client.login(email, 'Wrong#Password1', field));
      const forUnknown = await answer(
        await t.client.login(`nobody.${field}@example.ph`, 'Wrong#Password1', field),
      );
      expect(forKnown.status).toBe(401);
      expect(forKnown.body).toMatchObject({ message: 'The e-mail address or password is incorrect.' });
      expect(forUnknown).toEqual(forKnown);
    }
  });

  it('hashes once for an unknown account too, so timing does not tell them apart', async () => {
    const before = t.hashCalls.verify;
    await t.client.login(nextMobile(), PASSWORD);
    expect(t.hashCalls.verify).toBe(before + 1);
  });

  it('signs in by e-mail, in any letter case, once the address is confirmed', async () => {
    const { email } = await accountWithEmail();
    expect((await t.client.login(email.toUpperCase(), PASSWORD, 'email')).status).toBe(200);
  });

  it('refuses a bad bot-check token with a 422 on recaptcha', async () => {
    const mobile = nextMobile();
    await t.client.signUp(mobile);
    const res = await t.client.post('/v1/taxpayer/authenticate', {
      mobile_number: mobile,
      password: PASSWORD,
      recaptcha: 'forged',
    });
    expect(Object.keys(await fieldErrors(res))).toEqual(['recaptcha']);
  });

  it('names the empty fields in a 422', async () => {
    const errors = await fieldErrors(await t.client.post('/v1/taxpayer/authenticate', {}));
    expect(errors.mobile_number).toEqual(['Mobile Number is required.']);
    expect(errors.password).toHaveLength(1);
  });
});
