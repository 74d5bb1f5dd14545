import { expect, test } from '@playwright/test';
import { completeProfile } from './complete-profile';
import { expectAccessible } from './expect-accessible';
import { createAccount, openSignedIn } from './new-account';

const INCOMPLETE =
  'Please complete you profile information, This will help you to speed up the completeness of your information in every transaction you initiate';

test('a resident picks a government service from E-Government and lands on its page', async ({
  page,
  request,
}) => {
  await openSignedIn(page, await createAccount(request, '639181110001'));

  // An incomplete profile cannot open E-Government: the message, then the profile page.
  await expect(page).toHaveURL(/\/profile-edit$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'E-Government' }).click();
  await expect(page.getByText(INCOMPLETE)).toBeVisible();
  await completeProfile(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'E-Government' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Transaction' });
  await expect(dialog.getByRole('region', { name: 'E-Government' })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'E-Services' })).toBeVisible();
  // Inactive modules are not listed.
  await expect(dialog.getByText("Motorized Vehicle Operator's Permit")).toHaveCount(0);
  await expectAccessible(page);

  // A coming-soon module says so and offers no Proceed.
  await dialog.getByRole('button', { name: /Police Clearance/ }).click();
  await expect(dialog.getByText('Soon to be available')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Proceed' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Back' }).click();

  await dialog.getByRole('button', { name: /Civil Registry Documents/ }).click();
  await expect(dialog.getByRole('img', { name: 'Active' })).toBeVisible();
  await expect(dialog.getByText('Mga Dokumento ng Sibil na Rehistro')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Proceed' })).toBeDisabled();
  await dialog.getByLabel('Transaction Type').selectOption({ label: 'BIRTH CERTIFICATE' });
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/create-transaction\/birth-certificate-new$/);
  await expect(dialog).toBeHidden();
  const selection = await page.evaluate(
    () => JSON.parse(localStorage.getItem('selectedTransaction') ?? '{}') as object,
  );
  expect(selection).toMatchObject({
    module_type: 'PSA',
    transaction_type: 'BIRTH CERTIFICATE',
    amount: '155.00',
  });
});

test('the Select Transaction dialog works from the keyboard alone', async ({ page, request }) => {
  await openSignedIn(page, await createAccount(request, '639181110002'));
  await completeProfile(page);

  // A fresh page: keyboard focus starts at the top, as for anyone arriving.
  await page.goto('/');
  const egov = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'E-Government' });
  await expect(egov).toBeVisible();
  await page.keyboard.press('Tab');
  for (let i = 0; i < 10 && !(await egov.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(egov).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Select Transaction' });
  const module = dialog.getByRole('button', { name: /Business Permit and Licensing/ });
  await expect(module).toBeVisible();
  for (let i = 0; i < 20 && !(await module.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  const type = dialog.getByLabel('Transaction Type');
  await expect(type).toBeVisible();
  for (let i = 0; i < 5 && !(await type.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(type).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(type).toHaveValue(/\d+/);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Proceed' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/create-transaction\/e2e-business-permit-new$/);

  // Escape closes the dialog.
  await egov.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
