import type { httpClient } from './paced';

type Client = ReturnType<typeof httpClient>;

export const BENCH_PASSWORD = 'Bench#Login2026';
/** Accepted by the dev bot-check verifier outside production. */
export const BOT_CHECK = 'dev-bot-check';
/** The name every bench account signs up with. */
export const BENCH_NAMES = { first_name: 'BENCH', last_name: 'USER' };

/** The body of a 2xx answer; anything else throws with the status and the start of the body. */
export async function expectOk(
  client: Client,
  what: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  json?: unknown,
  headers?: Record<string, string>,
): Promise<string> {
  const { status, body } = await client.send(method, path, json, headers);
  if (status < 200 || status > 299) throw new Error(`${what}: HTTP ${status} ${body.slice(0, 300)}`);
  return body;
}

/** The JSON of a 2xx answer, as the caller's type (not checked); anything else throws as {@link expectOk}. */
export async function expectOkJson<T>(...args: Parameters<typeof expectOk>): Promise<T> {
  return JSON.parse(await expectOk(...args)) as T;
}

/** Signs up one account through the public flow: register, read the SMS OTP, verify. */
export async function signUp(client: Client, mobileNumber: string): Promise<void> {
  await expectOk(client, `register ${mobileNumber}`, 'POST', '/api/v1/taxpayers/register', {
    ...BENCH_NAMES,
    mobile_number: mobileNumber,
    password: BENCH_PASSWORD,
    password_confirmation: BENCH_PASSWORD,
    terms_of_service: true,
    recaptcha: BOT_CHECK,
  });
  const outbox = await expectOk(client, 'outbox', 'GET', `/api/dev/outbox?to=${mobileNumber}`);
  const messages = (JSON.parse(outbox) as { data: { body: string }[] }).data;
  const pin = /code is (\d{6})/.exec(messages[0]?.body ?? '')?.[1];
  if (!pin) throw new Error(`no OTP in the outbox for ${mobileNumber}`);
  await expectOk(client, `verify ${mobileNumber}`, 'POST', '/api/v1/taxpayers/verify', {
    ...BENCH_NAMES,
    mobile_number: mobileNumber,
    pin,
    password: BENCH_PASSWORD,
    recaptcha: BOT_CHECK,
  });
}

/** The sign-in body a person's browser sends. */
export const loginBody = (mobileNumber: string) => ({
  mobile_number: mobileNumber,
  password: BENCH_PASSWORD,
  login_type: 'credentials',
  profile_type: 'taxpayer',
  recaptcha: BOT_CHECK,
});

/** Signs in and returns the bearer token. */
export async function signIn(client: Client, mobileNumber: string): Promise<string> {
  const body = await expectOk(
    client,
    'login',
    'POST',
    '/api/v1/taxpayer/authenticate',
    loginBody(mobileNumber),
  );
  return (JSON.parse(body) as { data: { attributes: { token: string } } }).data.attributes.token;
}

/**
 * Signs in through the GCash wallet sandbox as its mini-program would (docs/api-wallet.md): a new
 * wallet-login account for a new number; returns the bearer token.
 */
export async function walletSignIn(client: Client, mobileNumber: string): Promise<string> {
  const code = await expectOkJson<{ authCode: string }>(
    client,
    'wallet code',
    'POST',
    '/sandbox/gcash/auth_codes',
    {
      mobile_number: mobileNumber,
      full_name: 'Bench Wallet',
    },
  );
  const session = await expectOkJson<{ data: { attributes: { token: string } } }>(
    client,
    'wallet sign-on',
    'POST',
    '/api/v1/taxpayer/gmp_sso_auth',
    { auth_code: code.authCode },
  );
  return session.data.attributes.token;
}
