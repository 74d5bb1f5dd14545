import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './expect-accessible';

interface OutboxMessage {
  channel: string;
  to: string;
  body: string;
  created_at: string;
}

/** The newest message to `to` in the development outbox whose body matches `pattern`, once it arrives. */
async function readOutbox(request: APIRequestContext, to: string, pattern: RegExp, after = 0) {
  let found: RegExpExecArray | null = null;
  await expect
    .poll(async () => {
      const answer = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as {
        data: OutboxMessage[];
      };
      const message = answer.data.find((m) => Date.parse(m.created_at) >= after && pattern.test(m.body));
      found = message ? pattern.exec(message.body) : null;
      return found !== null;
    })
    .toBe(true);
  return found as unknown as RegExpExecArray;
}

async function typeCode(dialog: Locator, page: Page, code: string) {
  await dialog.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Logout', exact: true });
  await expect(confirm.getByText('Are you sure you want to logout?')).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(/\/logout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();
}

async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  return page.getByRole('dialog', { name: 'Login', exact: true });
}

async function signInByMobile(page: Page, national: string, password: string) {
  const dialog = await openLogin(page);
  await dialog.getByRole('tab', { name: 'Mobile Number', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Mobile Number', exact: true }).fill(national);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  // Signing in reloads at /; the account has not completed its profile, so it lands on profile-edit.
  await expect(page).toHaveURL(/\/profile-edit$/);
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
}

test('a new resident signs up, is sent to complete the profile, logs out, signs in, resets the password and signs in by e-mail', async ({
  page,
  request,
}) => {
  // Two OTPs go to the same number a minute apart at most (the server's resend cooldown).
  test.setTimeout(180_000);
  const national = `9${String(Date.now()).slice(-9)}`;
  const mobile = `63${national}`;
  const email = `resident.${national}@example.com`;
  const password = 'Kalye!Mabini42';
  const newPassword = 'Bagong!Susi2026';

  // Sign up from the login modal.
  await page.goto('/');
  let dialog = await openLogin(page);
  await expect(
    dialog.getByRole('complementary', { name: 'What you can do here', exact: true }),
  ).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Sign Up', exact: true });
  await dialog.getByLabel('First Name').fill('Maria');
  await dialog.getByLabel('Last Name').fill('Dela Cruz');
  await dialog.getByRole('textbox', { name: 'Mobile Number', exact: true }).fill(`0${national}`);
  await dialog.getByLabel('Email Address (optional)').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Terms of Service', exact: true }).click();
  await expect(dialog.getByRole('region', { name: 'Terms of Service text', exact: true })).toContainText(
    'true and correct',
  );
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Agree', exact: true }).click();
  await expect(dialog.getByRole('region', { name: 'Data Privacy Policy text', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Agree', exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: /agree to the Terms of Service/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();

  // The OTP step, with the code read from the development outbox.
  dialog = page.getByRole('dialog', { name: 'Verify Mobile Number', exact: true });
  await expect(dialog.getByText(`${mobile.slice(0, 2)}*******${mobile.slice(-3)}`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();
  await expectAccessible(page);
  const signupCode = await readOutbox(request, mobile, /verification code is (\d{6})/);
  await typeCode(dialog, page, signupCode[1] ?? '');
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();

  // First login: every page leads to profile-edit.
  await expect(page).toHaveURL(/\/profile-edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/profile-edit$/);
  await expectAccessible(page);

  // The activation e-mail links to /account/activate/{token}/{email}; opened on this portal.
  const activation = await readOutbox(request, email, /(\/account\/activate\/[^\s]+)/);
  await page.goto(activation[1] ?? '');
  await expect(
    page.getByText('Your e-mail address is confirmed. You can now sign in with it.'),
  ).toBeVisible();
  await expectAccessible(page);

  await logOut(page);
  await signInByMobile(page, national, password);
  await logOut(page);

  // Forgot password by SMS OTP.
  dialog = await openLogin(page);
  await dialog.getByRole('button', { name: 'Forgot Password?', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Forgot Password', exact: true });
  await expectAccessible(page);
  await dialog.getByRole('textbox', { name: 'Mobile Number', exact: true }).fill(national);
  const askedAt = Date.now() - 1_000;
  await dialog.getByRole('button', { name: 'Next', exact: true }).click();
  const sms = page.getByRole('dialog', { name: 'SMS Verification', exact: true });
  const wait = dialog.getByRole('alert').filter({ hasText: /Please wait \d+ seconds/ });
  await expect(sms.or(wait)).toBeVisible();
  if (await wait.isVisible()) {
    // The sign-up code went to this number less than a minute ago: wait as a person would, then retry.
    const seconds = Number(/(\d+) seconds/.exec((await wait.textContent()) ?? '')?.[1] ?? 60);
    await page.waitForTimeout((seconds + 1) * 1_000);
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await expect(sms).toBeVisible();
  await expectAccessible(page);
  const resetCode = await readOutbox(request, mobile, /password reset code is (\d{6})/, askedAt);
  await typeCode(sms, page, resetCode[1] ?? '');
  await sms.getByRole('button', { name: 'Continue', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Create New Password', exact: true });
  await expect(dialog.getByText('Minimum 8 characters')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('New Password', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('status').getByText('Your password successfully changed')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The old password no longer works; the new one does.
  dialog = await openLogin(page);
  await dialog.getByRole('textbox', { name: 'Mobile Number', exact: true }).fill(national);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The mobile number or password is incorrect.');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await signInByMobile(page, national, newPassword);
  await logOut(page);

  // Sign in by e-mail (EMAIL_LOGIN is on for these journeys; the address was confirmed above).
  dialog = await openLogin(page);
  await dialog.getByRole('tab', { name: 'Email Address', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Email Address', exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(newPassword);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/profile-edit$/);
  await expect(page.getByRole('button', { name: 'Account menu for MARIA', exact: true })).toBeVisible();
});

test('the wallet web-view has the same forms as full pages', async ({ page }) => {
  await page.goto('/mobile/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login', exact: true })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('textbox', { name: 'Mobile Number', exact: true }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Forgot Password?', exact: true }).click();
  await expect(page).toHaveURL(/\/mobile\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password', exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/mobile\/sign-up$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up', exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/mobile\/login$/);
});
