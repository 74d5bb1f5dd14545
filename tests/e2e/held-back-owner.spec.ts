import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { generateSync } from 'otplib';
import { freePort } from '../../scripts/free-port.mjs';
import { expectAccessible } from './expect-accessible';
import { openLogin, readOutbox, typeCode } from './mfa-steps';
import { PASSWORD } from './new-account';

// Issue 25: others' wrong passwords and wrong 2-step codes must not lock the owner out; the owner
// proves the phone (an SMS code) and gets in. The attackers call from many addresses, so this file
// runs its own portal behind "one proxy" (TRUST_PROXY=1, X-Forwarded-For), its own data folder.

let portal: ChildProcess | undefined;
let dataDir = '';
let base = '';
const bot = { recaptcha: 'dev-bot-check' };

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(join(tmpdir(), 'bayan-e2e-held-'));
  const port = Number(await freePort());
  base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    BAYAN_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CONTENT_CACHE_SECONDS: '0',
    OTP_COOLDOWN_SECONDS: '10', // as the shared portal's (playwright.config.ts)
    TRUST_PROXY: '1',
    NODE_ENV: 'test',
    PUBLIC_URL: base,
  };
  const seeded = spawnSync('node_modules/.bin/tsx', ['server/src/cli/main.ts', 'seed'], {
    env,
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seed: ${seeded.stderr}`);
  portal = spawn('node_modules/.bin/tsx', ['server/src/main.ts'], { env, stdio: 'ignore' });
  await expect
    .poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.ok ?? false, { timeout: 120_000 })
    .toBe(true);
});

test.afterAll(async () => {
  portal?.kill();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  rmSync(dataDir, { recursive: true, force: true });
});

/** A new resident through the API, as the sign-up form does; its session token. */
async function signUp(request: APIRequestContext, mobile: string) {
  const person = { first_name: 'ROSA', last_name: 'LIM', mobile_number: mobile, password: PASSWORD };
  const registered = await request.post(`${base}/api/v1/taxpayers/register`, {
    data: { ...person, password_confirmation: PASSWORD, terms_of_service: true, is_resident: 1, ...bot },
  });
  expect(registered.status()).toBe(200);
  const pin = await readOutbox(request, mobile, /code is (\d{6})/, 0, base);
  const verified = await request.post(`${base}/api/v1/taxpayers/verify`, {
    data: { ...person, pin, ...bot },
  });
  return ((await verified.json()) as { data: { attributes: { token: string } } }).data.attributes.token;
}

const from = (address: string) => ({ 'X-Forwarded-For': address });

test('the owner signs in with an SMS code during a lockout attack from 20 addresses', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const national = `9${String(Date.now()).slice(-9)}`;
  const mobile = `63${national}`;
  await signUp(request, mobile);
  // 100 wrong passwords from 20 addresses: the account's count is full.
  for (let a = 0; a < 20; a++) {
    for (let i = 0; i < 5; i++) {
      await request.post(`${base}/api/v1/taxpayer/authenticate`, {
        headers: from(`198.51.100.${a + 1}`),
        data: { mobile_number: mobile, password: 'Wrong#Password1', ...bot },
      });
    }
  }

  await page.goto(`${base}/`);
  const login = await openLogin(page);
  await login.getByRole('tab', { name: 'Mobile Number', exact: true }).click();
  await login.getByRole('textbox', { name: 'Mobile Number', exact: true }).fill(national);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(
    login.getByText('Too many failed sign-in attempts. Please try again in 24 hours.'),
  ).toBeVisible();

  // The owner does not wait a day: a code to the phone.
  const offer = login.getByRole('region', { name: 'Sign in with a code to your phone' });
  await expect(offer).toBeVisible();
  await expectAccessible(page);
  const askedAt = Date.now() - 1_000;
  await offer.getByRole('button', { name: 'Send a code to my phone' }).click();
  await expect(offer.getByRole('status')).toContainText('a 6-digit code is on its way');
  const code = await readOutbox(request, mobile, /to sign in with your password is (\d{6})/, askedAt, base);
  await offer.getByLabel('Code from the SMS').fill(code);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
});

test('the owner whose authenticator codes someone else guessed confirms the phone, then signs in with the right code', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const national = `9${String(Date.now() + 3).slice(-9)}`;
  const mobile = `63${national}`;
  const token = await signUp(request, mobile);
  const bearer = { Authorization: `Bearer ${token}` };
  // The owner's authenticator app, set up from the profile (here through the API).
  await request.post(`${base}/api/v1/taxpayers/reauthenticate`, {
    headers: bearer,
    data: { password: PASSWORD, ...bot },
  });
  const setup = await request.post(`${base}/api/v1/taxpayer/google_2fa/generate`, {
    headers: bearer,
    data: {},
  });
  const secret = ((await setup.json()) as { data: { attributes: { google2fa_secret: string } } }).data
    .attributes.google2fa_secret;
  const first = generateSync({ secret });
  const enabled = await request.post(`${base}/api/v1/taxpayer/google_2fa/enable`, {
    headers: bearer,
    data: { secret: first, ...bot },
  });
  expect(enabled.status()).toBe(200);

  // Someone with the password guesses codes over several sign-ins from several addresses.
  for (let c = 0; c < 2; c++) {
    const signIn = await request.post(`${base}/api/v1/taxpayer/authenticate`, {
      headers: from(`203.0.113.${c + 1}`),
      data: { mobile_number: mobile, password: PASSWORD, ...bot },
    });
    const challenge = ((await signIn.json()) as { data: { attributes: { token: string } } }).data.attributes
      .token;
    for (let i = 0; i < 3; i++) {
      await request.post(`${base}/api/v1/taxpayer/mfa_authenticate`, {
        headers: from(`203.0.113.${c + 1}`),
        data: {
          token: challenge,
          secret: first === '000000' ? '111111' : '000000',
          mfa_type: 'google_authenticator',
          ...bot,
        },
      });
    }
  }

  // The owner signs in: the right code is held back too …
  await page.goto(`${base}/`);
  const login = await openLogin(page);
  await login.getByRole('tab', { name: 'Mobile Number', exact: true }).click();
  await login.getByRole('textbox', { name: 'Mobile Number', exact: true }).fill(national);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '2-Step Verification' });
  // A code of the next 30-second step: the enabling one is spent.
  const next = async () => {
    await expect
      .poll(() => generateSync({ secret }) !== first, { timeout: 35_000, intervals: [1_000] })
      .toBe(true);
    return generateSync({ secret });
  };
  await dialog.getByLabel('Authentication Code').fill(await next());
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(dialog.getByText(/Too many wrong codes were entered for this account/)).toBeVisible();

  // … so the owner confirms the phone, and the code is taken again.
  await dialog.getByRole('button', { name: 'Send a code to my phone' }).click();
  const phone = page.getByRole('dialog', { name: 'Confirm your phone' });
  await expect(phone.getByRole('group', { name: 'OTP' })).toBeVisible();
  await expectAccessible(page);
  const sms = await readOutbox(request, mobile, /sign-in code is (\d{6})/, 0, base);
  await typeCode(phone, page, sms);
  await phone.getByRole('button', { name: 'Continue', exact: true }).click();
  const again = page.getByRole('dialog', { name: '2-Step Verification' });
  await expect(again.getByText('Your phone is confirmed. Now enter your code.')).toBeVisible();
  await again.getByLabel('Authentication Code').fill(generateSync({ secret }));
  await again.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
});
