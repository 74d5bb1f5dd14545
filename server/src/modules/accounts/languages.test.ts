import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_BOT_CHECK_TOKEN } from '../../adapters/captcha/bot-check';
import { codeIn, fieldErrors, mobileNumbers, PASSWORD } from '../../testing/accounts-client';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

const nextMobile = mobileNumbers(178_000_000);

function call(
  method: string,
  path: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return t.app.request(`/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ recaptcha: DEV_BOT_CHECK_TOKEN, ...body }),
  });
}
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const FILIPINO = { 'Accept-Language': 'fil-PH,fil;q=0.9,en;q=0.8' };

/** A complete sign-up form for `mobile`. */
const registerForm = (mobile: string) => ({
  first_name: 'Maria',
  last_name: 'Santos',
  mobile_number: mobile,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  terms_of_service: true,
});

/** Signs up through the API in a language (the register request's Accept-Language). */
async function signUpIn(headers: Record<string, string>, extra: Record<string, unknown> = {}) {
  const mobile = nextMobile();
  const form = { ...registerForm(mobile), ...extra };
  expect((await call('POST', '/v1/taxpayers/register', form, headers)).status).toBe(200);
  const sms = await t.client.latestMessage(mobile);
  const session = await t.client.signedIn(await t.client.verify(mobile, codeIn(sms.body)));
  return { mobile, sms, ...session };
}

describe('the server speaks Filipino (issue 13)', () => {
  it('answers a 422 in Filipino by Accept-Language, naming the same fields', async () => {
    const body = { first_name: '', last_name: 'Santos', mobile_number: '0917' };
    const english = await fieldErrors(await call('POST', '/v1/taxpayers/register', body));
    const res = await call('POST', '/v1/taxpayers/register', body, { 'Accept-Language': 'tl' });
    const filipino = await fieldErrors(res.clone());
    expect(Object.keys(filipino)).toEqual(Object.keys(english));
    expect(english.first_name).toEqual(['First Name field is Required']);
    expect(filipino.first_name).toEqual(['Kailangan ang Pangalan']);
    expect(filipino.mobile_number).toEqual(['Dapat nasa anyong 639XXXXXXXXX ang Numero ng Mobile']);
    expect(((await res.json()) as { message: string }).message).toBe('Kailangan ang Pangalan');
  });

  it('writes the messages a service throws in Filipino, and §8 errors too', async () => {
    const { mobile } = await signUpIn({});
    const again = registerForm(mobile);
    expect(await fieldErrors(await call('POST', '/v1/taxpayers/register', again, FILIPINO))).toEqual({
      mobile_number: [
        'Nakarehistro na ang numero ng mobile na ito. Mag-sign in o i-reset ang iyong password.',
      ],
    });
    const anonymous = await t.app.request('/api/v1/taxpayers/profile', { headers: FILIPINO });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({
      message: 'Hindi ka naka-sign in.',
      errors: [{ status: '401', detail: 'Hindi ka naka-sign in.' }],
    });
  });

  it('sends the sign-up code in the language the account signed up in, and keeps it in the profile', async () => {
    const filipino = await signUpIn(FILIPINO);
    expect(filipino.sms.body).toMatch(/^Ang iyong Bayan verification code ay \d{6}\. Mag-e-expire ito/);
    expect(filipino.profile.language).toBe('fil');
    const english = await signUpIn({});
    expect(english.sms.body).toMatch(/^Your Bayan verification code is \d{6}\./);
    expect(english.profile.language).toBe('en');
  });

  it('answers a signed-in account in its saved language, whatever Accept-Language says', async () => {
    const { token } = await signUpIn({});
    const saved = await call('PUT', '/v1/taxpayers/profile/language', { language: 'fil' }, bearer(token));
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      data: { attributes: { language: 'fil' } },
      message: 'Na-update na!',
    });
    const english = { ...bearer(token), 'Accept-Language': 'en' };
    const errors = await fieldErrors(
      await call('PUT', '/v1/taxpayers/update/profile', { last_name: '' }, english),
    );
    expect(errors.first_name).toEqual(['Kailangan ang Pangalan']);
    expect(errors.last_name).toEqual(['Kailangan ang Apelyido']);
    const profile = await t.app.request('/api/v1/taxpayers/profile', { headers: bearer(token) });
    expect(
      ((await profile.json()) as { data: { attributes: { language: string } } }).data.attributes.language,
    ).toBe('fil');
  });

  it('refuses a language that is not en or fil, in the profile update and on its own', async () => {
    const { token } = await signUpIn({});
    const own = await fieldErrors(
      await call('PUT', '/v1/taxpayers/profile/language', { language: 'es' }, bearer(token)),
    );
    expect(own).toEqual({ language: ['Language must be in the format en or fil'] });
    const none = await fieldErrors(await call('PUT', '/v1/taxpayers/profile/language', {}, bearer(token)));
    expect(none).toEqual({ language: ['Language field is Required'] });
    const update = await fieldErrors(
      await call('PUT', '/v1/taxpayers/update/profile', { language: 'xx' }, bearer(token)),
    );
    expect(update.language).toEqual(['Language must be in the format en or fil']);
  });

  it('sends the password reset code and the e-mail activation in a Filipino account’s language', async () => {
    const email = `maria.${nextMobile()}@example.ph`;
    const { mobile } = await signUpIn(FILIPINO, { email });
    const activation = await t.client.latestMessage(email);
    expect(activation.subject).toBe('Kumpirmahin ang iyong e-mail address');
    expect(activation.body).toMatch(/^Magandang araw, MARIA,\n\nKumpirmahin ang iyong e-mail address/);
    t.clock.advanceMinutes(2);
    // The forgot-password request itself is English: the SMS follows the account, not the request.
    const res = await t.client.post('/v1/taxpayers/forgot_password', { email: mobile });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe('OTP sent.');
    const sms = await t.client.latestMessage(mobile);
    expect(sms.body).toMatch(/^Ang iyong Bayan password reset code ay \d{6}\./);
  });
});
