import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, linkIn, messageOf, mobileNumbers, PASSWORD } from '../../testing/accounts-client';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
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

  it('answers the 6th wrong password in 15 minutes with 429 and Retry-After, before any hashing', async () => {
    const mobile = nextMobile();
    await t.client.signUp(mobile);
    for (let i = 0; i < 5; i++) expect((await t.client.login(mobile, `Wrong#Password${i}`)).status).toBe(401);

    const verifies = t.hashCalls.verify;
    // Even the right password is refused now: the lock is on the account, not on the guess.
    const sixth = await t.client.login(mobile, PASSWORD);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('Retry-After'))).toBe(15 * 60);
    expect(await messageOf(sixth)).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    expect(t.hashCalls.verify).toBe(verifies);

    t.clock.advanceMinutes(10);
    const later = await t.client.login(mobile, PASSWORD);
    expect(later.status).toBe(429);
    expect(Number(later.headers.get('Retry-After'))).toBe(5 * 60);
    expect(t.hashCalls.verify).toBe(verifies);

    t.clock.advanceMinutes(5);
    expect((await t.client.login(mobile, PASSWORD)).status).toBe(200);
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
