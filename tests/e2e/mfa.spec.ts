import { expect, test } from '@playwright/test';
import { expectAccessible } from './expect-accessible';
import { expectFitsPhone, freshCode, logOut, submitPassword } from './mfa-steps';
import { openAsNewResident, PASSWORD } from './new-account';

// Issue 16 on the shared portal (the LGU's mfa_required off): a resident's own second factor.

test('a new resident turns the authenticator on from the profile, signs in with password + code, and with a recovery code after losing the phone', async ({
  page,
  request,
}) => {
  // Two authenticator codes must fall in different 30-second steps (each is taken once).
  test.setTimeout(240_000);
  const national = `9${String(Date.now()).slice(-9)}`;
  await openAsNewResident(page, request, `63${national}`);

  // Profile → Sign-in and security → Turn on Authenticator App, after confirming the password.
  await page.goto('/profile-edit');
  const section = page.getByRole('region', { name: 'Sign-in and security' });
  await expect(section.getByRole('button', { name: 'Turn on Authenticator App' })).toBeVisible();
  await expect(
    section.getByText('Recovery codes come with your first 2-step verification method.'),
  ).toBeVisible();
  await section.getByRole('button', { name: 'Turn on Authenticator App' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
  await confirm.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();

  const setup = page.getByRole('dialog', { name: 'Turn on the authenticator app' });
  await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await setup.locator('.mfa-secret code').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectAccessible(page);
  await setup.getByRole('button', { name: 'Next', exact: true }).click();
  let step = page.getByRole('dialog', { name: '2-Step Verification' });
  await expect(step.getByRole('button', { name: 'Submit', exact: true })).toBeDisabled();
  await step.getByLabel('Authentication Code').fill(await freshCode(page, secret));
  await step.getByRole('button', { name: 'Submit', exact: true }).click();

  // The ten recovery codes, shown once.
  const list = section.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  await expect(section.getByRole('button', { name: 'Download codes' })).toBeVisible();
  await expectAccessible(page);
  await section.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(section.getByText('10 recovery codes left.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Turn off Authenticator App' })).toBeVisible();

  // Log out; the password alone no longer signs in: the 2-Step Verification step asks for the code.
  await logOut(page);
  await submitPassword(page, national, PASSWORD);
  step = page.getByRole('dialog', { name: '2-Step Verification' });
  const chooser = page.getByRole('dialog', { name: 'Multi-Factor Authentication' });
  await expect(step.or(chooser)).toBeVisible();
  if (await chooser.isVisible()) await chooser.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(step.getByRole('button', { name: 'Back', exact: true })).toBeVisible();
  await expect(step.getByRole('button', { name: 'Submit', exact: true })).toBeDisabled();
  await expectAccessible(page);
  await page.setViewportSize({ width: 320, height: 640 });
  await expectFitsPhone(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await step.getByLabel('Authentication Code').fill('000000');
  await step.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(step.getByRole('alert')).toBeVisible();
  await step.getByLabel('Authentication Code').fill(await freshCode(page, secret));
  await step.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You have successfully logged in!')).toBeVisible();
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();

  // The phone is "lost": a recovery code gets the resident in, once.
  await logOut(page);
  await submitPassword(page, national, PASSWORD);
  await expect(step.or(chooser)).toBeVisible();
  const wayOut = page.getByRole('dialog').getByRole('button', { name: 'Use a recovery code' });
  await wayOut.click();
  const recovery = page.getByRole('dialog', { name: 'Multi-Factor Authentication' });
  await recovery.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0] ?? '');
  await expectAccessible(page);
  await recovery.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
  await page.goto('/profile-edit');
  await expect(section.getByText('9 recovery codes left.')).toBeVisible();
});
