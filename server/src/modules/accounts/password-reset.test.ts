import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeIn,
  fieldErrors,
  linkIn,
  messageOf,
  mobileNumbers,
  NEW_PASSWORD,
  PASSWORD,
} from '../../testing/accounts-client';
import { readEnv } from '../../env';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';

let t: AccountsTestApp;
beforeAll(async () => {
  // Callers from several addresses (X-Forwarded-For) in the issue 25 cases.
  t = await createAccountsTestApp({ config: { ...readEnv({}), TRUST_PROXY: 1 } });
});
afterAll(() => t.close());

const nextMobile = mobileNumbers(174_000_000);
// A session ended by a reset says why (issue 30), not the §8 'Token expired'.
const PASSWORD_CHANGED = 'Password changed';

/** An active account with a confirmed e-mail, signed in once; the sign-up SMS cooldown is over. */
async function accountWithEmail() {
  const mobile = nextMobile();
  const email = `rosa.${mobile}@example.ph`;
  const { token } = await t.client.signUp(mobile, { email });
  const link = linkIn((await t.client.latestMessage(email)).body).pathname.split('/')[3];
  expect((await t.client.post('/v1/taxpayers/activate_account', { token: link, email })).status).toBe(200);
  t.clock.advanceSeconds(61);
  return { mobile, email, token };
}

const forgot = (identifier: string) => t.client.post('/v1/taxpayers/forgot_password', { email: identifier });

async function answer(res: Response) {
  return { status: res.status, retryAfter: res.headers.get('Retry-After'), body: await res.json() };
}

/** Step 1 by SMS: the request token the device keeps for step 2. */
async function requestTokenOf(res: Response) {
  expect(res.status).toBe(200);
  const doc = (await res.json()) as { data: { attributes: { request_token: string } } };
  return doc.data.attributes.request_token;
}

const validate = (mobile: string, pin: string, request_token?: string, from = t.client) =>
  from.post('/v1/taxpayers/forgot_password_validate_otp', { mobile_number: mobile, pin, request_token });

/** Steps 1 and 2 by SMS: the reset token that allows step 3. */
async function resetTokenBySms(mobile: string) {
  const requestToken = await requestTokenOf(await forgot(mobile));
  const pin = codeIn((await t.client.latestMessage(mobile)).body);
  const res = await validate(mobile, pin, requestToken);
  expect(res.status).toBe(200);
  const doc = (await res.json()) as { data: { attributes: { reset_token: string } }; message: string };
  expect(doc.message).toBe('Your number was successfully verified.');
  return doc.data.attributes.reset_token;
}

const changeWithOtp = (mobile: string, token: string, password = NEW_PASSWORD) =>
  t.client.post('/v1/taxpayers/forgot_password_change_otp', {
    mobile_number: mobile,
    token,
    password,
    password_confirmation: password,
  });

describe('forgot password by SMS OTP', () => {
  it('changes the password and revokes every session of the account', async () => {
    const { mobile, token: first } = await accountWithEmail();
    const second = await t.client.loginToken(mobile);

    const res = await changeWithOtp(mobile, await resetTokenBySms(mobile));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Your password successfully changed' });

    for (const token of [first, second]) {
      const profile = await t.client.get('/v1/taxpayers/profile', token);
      expect(profile.status).toBe(401);
      expect(await messageOf(profile)).toBe(PASSWORD_CHANGED);
    }
    expect((await t.client.login(mobile, PASSWORD)).status).toBe(401);
    expect((await t.client.login(mobile, NEW_PASSWORD)).status).toBe(200);
  });

  it('lets the reset token change the password only once', async () => {
    const { mobile } = await accountWithEmail();
    const token = await resetTokenBySms(mobile);
    expect((await changeWithOtp(mobile, token)).status).toBe(200);
    expect((await fieldErrors(await changeWithOtp(mobile, token, 'Another#Secret9'))).token).toEqual([
      'This reset link or code has expired. Please start again from Forgot Password.',
    ]);
  });

  it('refuses a reset token presented with another mobile number', async () => {
    const { mobile } = await accountWithEmail();
    const token = await resetTokenBySms(mobile);
    expect((await fieldErrors(await changeWithOtp(nextMobile(), token))).token).toHaveLength(1);
    expect((await t.client.login(mobile, PASSWORD)).status).toBe(200);
    // The refused attempt did not burn the token: its owner can still use it.
    expect((await changeWithOtp(mobile, token)).status).toBe(200);
  });

  it('refuses a common new password with a 422 on password, keeping the token usable', async () => {
    const { mobile } = await accountWithEmail();
    const token = await resetTokenBySms(mobile);
    expect((await fieldErrors(await changeWithOtp(mobile, token, 'P@ssw0rd1'))).password).toEqual([
      'This password is too common. Please choose one that is harder to guess.',
    ]);
    expect((await changeWithOtp(mobile, token)).status).toBe(200);
  });

  it('resends the reset code only after the cooldown', async () => {
    const { mobile } = await accountWithEmail();
    await forgot(mobile);
    const resend = () => t.client.post('/v1/taxpayers/resend_forgot_password_otp', { mobile_number: mobile });
    expect((await resend()).status).toBe(429);
    t.clock.advanceSeconds(61);
    const res = await resend();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: 'Resent OTP' });
    expect((await t.client.outbox(mobile)).filter((m) => m.body.includes('reset'))).toHaveLength(2);
  });

  it('gives an unknown number the same status and body as a known one', async () => {
    const { mobile } = await accountWithEmail();
    const unknown = nextMobile();
    // Alike but for the request token, which is new (random) every time.
    const withoutToken = async (res: Response) => {
      const a = await answer(res);
      const body = a.body as { data: { attributes: { request_token: string } } };
      expect(body.data.attributes.request_token).toMatch(/^[\w-]{20,}$/);
      body.data.attributes.request_token = '…';
      return a;
    };
    const forKnown = await withoutToken(await forgot(mobile));
    expect(forKnown).toMatchObject({ status: 200, retryAfter: null, body: { message: 'OTP sent.' } });
    expect(await withoutToken(await forgot(unknown))).toEqual(forKnown);
    expect(await t.client.outbox(unknown)).toEqual([]);
    // The same limits too: a second request inside the cooldown is refused for both.
    const again = await answer(await forgot(mobile));
    expect(again.status).toBe(429);
    expect(await answer(await forgot(unknown))).toEqual(again);
  });
});

describe("a reset code's tries (issue 25)", () => {
  it("belong to the request that asked for it: others' wrong codes leave the owner's code working", async () => {
    const { mobile } = await accountWithEmail();
    // Someone asks for a reset of the owner's number (the code goes to the owner's phone) and
    // guesses at it with that request: five wrong codes kill that request's code only.
    const theirs = await requestTokenOf(
      await t.clientFrom('203.0.113.9').post('/v1/taxpayers/forgot_password', { email: mobile }),
    );
    const theirCode = codeIn((await t.client.latestMessage(mobile)).body);
    const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
    for (let i = 0; i < 5; i++) {
      const res = await validate(mobile, wrongFor(theirCode), theirs, t.clientFrom(`203.0.113.${i + 10}`));
      expect(res.status).toBe(422);
    }
    expect(
      (await fieldErrors(await validate(mobile, theirCode, theirs, t.clientFrom('203.0.113.20')))).pin,
    ).toEqual(['Too many wrong tries. Please wait before requesting a new code.']);

    // The owner asks (after the resend cooldown); others keep guessing from other addresses,
    // without the owner's request token.
    t.clock.advanceSeconds(61);
    const ownerRequest = await requestTokenOf(await forgot(mobile));
    const pin = codeIn((await t.client.latestMessage(mobile)).body);
    for (let i = 0; i < 5; i++) {
      const res = await validate(mobile, wrongFor(pin), undefined, t.clientFrom(`203.0.113.${i + 1}`));
      expect(res.status).toBe(422);
      const again = await validate(mobile, wrongFor(pin), theirs, t.clientFrom(`203.0.113.${i + 30}`));
      expect(again.status).toBe(422);
    }
    // The owner's code, with the owner's request token, still works.
    const res = await validate(mobile, pin, ownerRequest);
    expect(res.status).toBe(200);
  });

  it("counts the owner's own wrong tries against the owner's request only", async () => {
    const { mobile } = await accountWithEmail();
    const request = await requestTokenOf(await forgot(mobile));
    const pin = codeIn((await t.client.latestMessage(mobile)).body);
    const wrong = pin === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await validate(mobile, wrong, request)).status).toBe(422);
    expect((await validate(mobile, pin, request)).status).toBe(422);
  });
});

describe('forgot password by e-mail link', () => {
  const changeWithLink = (email: string, token: string, password = NEW_PASSWORD) =>
    t.client.post('/v1/taxpayers/forgot_password_change', {
      email,
      token,
      password,
      password_confirmation: password,
    });

  async function resetLink(email: string) {
    const res = await forgot(email);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Successfully Submitted, Please check your email' });
    const mail = await t.client.latestMessage(email);
    expect(mail.subject).toBe('Reset your Bayan password');
    const link = linkIn(mail.body);
    expect(link.pathname).toBe('/create-password');
    expect(link.searchParams.get('email')).toBe(email);
    return link.searchParams.get('token') ?? '';
  }

  it('changes the password once; the second use of the link is refused', async () => {
    const { mobile, email, token: session } = await accountWithEmail();
    const token = await resetLink(email);

    const res = await changeWithLink(email, token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Your password successfully changed' });
    expect(await messageOf(await t.client.get('/v1/taxpayers/profile', session))).toBe(PASSWORD_CHANGED);
    expect((await t.client.login(mobile, NEW_PASSWORD)).status).toBe(200);

    const again = await changeWithLink(email, token, 'Another#Secret9');
    expect((await fieldErrors(again)).token).toEqual([
      'This reset link or code has expired. Please start again from Forgot Password.',
    ]);
    expect((await t.client.login(mobile, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a link older than 30 minutes', async () => {
    const { email } = await accountWithEmail();
    const token = await resetLink(email);
    t.clock.advanceMinutes(31);
    expect((await fieldErrors(await changeWithLink(email, token))).token).toHaveLength(1);
  });

  it('refuses a link presented with another e-mail address', async () => {
    const { email } = await accountWithEmail();
    const token = await resetLink(email);
    expect((await fieldErrors(await changeWithLink('someone.else@example.ph', token))).token).toHaveLength(1);
  });

  it('gives an unknown e-mail the same status and body as a known one, and mails nothing', async () => {
    const { email } = await accountWithEmail();
    const unknown = `nobody.${nextMobile()}@example.ph`;
    const forKnown = await answer(await forgot(email));
    expect(forKnown.status).toBe(200);
    expect(await answer(await forgot(unknown))).toEqual(forKnown);
    expect(await t.client.outbox(unknown)).toEqual([]);
  });

  it('mails nothing for an address that was never confirmed, with the same answer', async () => {
    const mobile = nextMobile();
    const email = `unconfirmed.${mobile}@example.ph`;
    await t.client.signUp(mobile, { email });
    const before = (await t.client.outbox(email)).length;
    expect(await answer(await forgot(email))).toEqual({
      status: 200,
      retryAfter: null,
      body: { message: 'Successfully Submitted, Please check your email' },
    });
    expect(await t.client.outbox(email)).toHaveLength(before);
  });
});
