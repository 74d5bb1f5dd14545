import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeIn,
  fieldErrors,
  linkIn,
  messageOf,
  mobileNumbers,
  PASSWORD,
} from '../../testing/accounts-client';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

const nextMobile = mobileNumbers(171_000_000);

describe('POST /api/v1/taxpayers/register then /verify', () => {
  it('sends a six-digit OTP by SMS and signs the new account in with token and profile', async () => {
    const mobile = nextMobile();
    const res = await t.client.register(mobile);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'OTP sent.' });

    const sms = await t.client.latestMessage(mobile);
    expect(sms).toMatchObject({ channel: 'sms', to: mobile });
    expect(sms.body).toMatch(/\b\d{6}\b/);

    const verified = await t.client.verify(mobile, codeIn(sms.body));
    expect(verified.status).toBe(200);
    const doc = (await verified.json()) as {
      data: { type: string; attributes: { token: string; token_type: string; is_mfa_required: boolean } };
      included: { type: string; attributes: Record<string, unknown> }[];
      message: string;
    };
    expect(doc.message).toBe('Your number was successfully verified.');
    expect(doc.data.type).toBe('sessions');
    expect(doc.data.attributes).toMatchObject({ token_type: 'Bearer', is_mfa_required: false });
    // ≥ 128 bits of randomness, base64url: 32 bytes are 43 characters.
    expect(doc.data.attributes.token).toMatch(/^[\w-]{43,}$/);
    expect(doc.included[0]).toMatchObject({
      type: 'taxpayers',
      attributes: {
        first_name: 'JUAN',
        last_name: 'DELA CRUZ',
        mobile_number: mobile,
        is_first_login: 1,
        is_profile_complete: false,
      },
    });

    const profile = await t.client.get('/v1/taxpayers/profile', doc.data.attributes.token);
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ data: { attributes: { mobile_number: mobile } } });
  });

  it('keeps the account pending, unable to sign in, until the number is verified', async () => {
    const mobile = nextMobile();
    await t.client.register(mobile);
    const res = await t.client.login(mobile, PASSWORD);
    expect(res.status).toBe(401);
  });

  it('refuses a number that already has an active account', async () => {
    const mobile = nextMobile();
    await t.client.signUp(mobile);
    t.clock.advanceSeconds(61);
    expect((await fieldErrors(await t.client.register(mobile))).mobile_number).toEqual([
      'This mobile number is already registered. Please sign in or reset your password.',
    ]);
  });

  it('refuses a common password with a 422 on password', async () => {
    const errors = await fieldErrors(
      await t.client.register(nextMobile(), {
        password: 'Password123!',
        password_confirmation: 'Password123!',
      }),
    );
    expect(errors.password).toEqual([
      'This password is too common. Please choose one that is harder to guess.',
    ]);
  });

  it('refuses a bad bot-check token with a 422 on recaptcha, sending nothing', async () => {
    const mobile = nextMobile();
    const errors = await fieldErrors(await t.client.register(mobile, { recaptcha: 'not-a-real-token' }));
    expect(errors.recaptcha).toEqual(['The security check failed. Please reload the page and try again.']);
    expect(await t.client.outbox(mobile)).toEqual([]);
  });

  it('refuses a missing bot-check token', async () => {
    const errors = await fieldErrors(await t.client.register(nextMobile(), { recaptcha: '' }));
    expect(Object.keys(errors)).toEqual(['recaptcha']);
  });
});

describe('OTP sends on sign-up', () => {
  it('refuses a resend inside the 60 s cooldown with 429 and Retry-After', async () => {
    const mobile = nextMobile();
    await t.client.register(mobile);
    t.clock.advanceSeconds(30);
    const res = await t.client.post('/v1/taxpayer/resend_otp', { mobile_number: mobile });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBe(30);
    expect(await messageOf(res)).toBe('Please wait 30 seconds before requesting a new code.');
    expect(await t.client.outbox(mobile)).toHaveLength(1);
  });

  it('resends a new code once the cooldown is over, and only the newest code works', async () => {
    const mobile = nextMobile();
    await t.client.register(mobile);
    const first = codeIn((await t.client.latestMessage(mobile)).body);
    t.clock.advanceSeconds(61);
    const res = await t.client.post('/v1/taxpayer/resend_otp', { mobile_number: mobile });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Resent OTP' });
    const second = codeIn((await t.client.latestMessage(mobile)).body);
    if (first !== second) expect((await t.client.verify(mobile, first)).status).toBe(422);
    expect((await t.client.verify(mobile, second)).status).toBe(200);
  });

  it('sends one code when resends arrive in parallel after the cooldown', async () => {
    const mobile = nextMobile();
    await t.client.register(mobile);
    t.clock.advanceSeconds(61);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.client.post('/v1/taxpayer/resend_otp', { mobile_number: mobile })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array<number>(7).fill(429)]);
    expect(await t.client.outbox(mobile)).toHaveLength(2);
  });

  it('refuses the 11th send to one number within an hour', async () => {
    const mobile = nextMobile();
    expect((await t.client.register(mobile)).status).toBe(200);
    for (let send = 2; send <= 10; send++) {
      t.clock.advanceSeconds(61);
      expect((await t.client.post('/v1/taxpayer/resend_otp', { mobile_number: mobile })).status).toBe(200);
    }
    t.clock.advanceSeconds(61);
    const eleventh = await t.client.post('/v1/taxpayer/resend_otp', { mobile_number: mobile });
    expect(eleventh.status).toBe(429);
    expect(await messageOf(eleventh)).toBe(
      'Too many codes were requested for this number. Please try again later.',
    );
    expect(Number(eleventh.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await t.client.outbox(mobile)).toHaveLength(10);

    // The window slides: an hour after the first send, one more is allowed.
    t.clock.advanceMinutes(50);
    expect((await t.client.post('/v1/taxpayer/resend_otp', { mobile_number: mobile })).status).toBe(200);
  });

  it('refuses a resend for a number with no sign-up waiting', async () => {
    const errors = await fieldErrors(
      await t.client.post('/v1/taxpayer/resend_otp', { mobile_number: nextMobile() }),
    );
    expect(errors.mobile_number).toEqual([
      'There is no sign-up waiting for this number. Please sign up again.',
    ]);
  });
});

describe('e-mail activation link (account/activate/{token}/{email})', () => {
  it('confirms the address so e-mail sign-in works, and not before', async () => {
    const mobile = nextMobile();
    const email = `juan.${mobile}@example.ph`;
    await t.client.signUp(mobile, { email: email.toUpperCase() });

    // Before activation the address cannot sign in, with the same answer as a wrong password.
    const early = await t.client.login(email, PASSWORD, 'email');
    expect(early.status).toBe(401);
    expect(await messageOf(early)).toBe('The e-mail address or password is incorrect.');

    const mail = await t.client.latestMessage(email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Confirm your e-mail address' });
    const [, account, activate, token, address] = linkIn(mail.body).pathname.split('/');
    expect([account, activate]).toEqual(['account', 'activate']);
    expect(decodeURIComponent(address ?? '')).toBe(email);

    const res = await t.client.post('/v1/taxpayers/activate_account', { token, email });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: 'Your e-mail address is confirmed.',
    });

    expect(await t.client.loginToken(email, PASSWORD, 'email')).toMatch(/^[\w-]{43,}$/);
    // §3: the mobile_number field may carry the e-mail too.
    expect((await t.client.login(email, PASSWORD)).status).toBe(200);
  });

  it('refuses an activation link for another address without burning it, and refuses a second use', async () => {
    const mobile = nextMobile();
    const email = `maria.${mobile}@example.ph`;
    await t.client.signUp(mobile, { email });
    const token = linkIn((await t.client.latestMessage(email)).body).pathname.split('/')[3];

    const other = await t.client.post('/v1/taxpayers/activate_account', { token, email: 'other@example.ph' });
    expect((await fieldErrors(other)).token).toEqual(['This activation link is invalid or has expired.']);
    const right = await t.client.post('/v1/taxpayers/activate_account', { token, email });
    expect(right.status).toBe(200);
    const again = await t.client.post('/v1/taxpayers/activate_account', { token, email });
    expect((await fieldErrors(again)).token).toEqual(['This activation link is invalid or has expired.']);
  });
});
