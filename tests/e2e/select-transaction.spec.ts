import { expect, test, type Page } from '@playwright/test';
import { BIN_NEVER_PAID, BIN_THIS_YEAR, YEAR } from './business-tax-steps';
import { completeProfile } from './complete-profile';
import { expectAccessible } from './expect-accessible';
import { createAccount, openAsNewResident, openSignedIn } from './new-account';
import { retryMobile } from './retry-mobile';

const INCOMPLETE =
  'Please complete you profile information, This will help you to speed up the completeness of your information in every transaction you initiate';

test('a resident picks a government service from E-Government and lands on its page', async ({
  page,
  request,
}) => {
  await openSignedIn(page, await createAccount(request, retryMobile('639181110001')));

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
  await expect(dialog.getByText('Electronic Business Permit (eBPLS)')).toHaveCount(0);
  await expectAccessible(page);

  // A coming-soon module is marked in the list, and once chosen says so and offers no Proceed.
  await expect(dialog.getByRole('button', { name: /Special Permits[\s\S]*Coming soon/ })).toBeVisible();
  await expect(
    dialog.getByRole('button', { name: /Civil Registry Documents[\s\S]*Coming soon/ }),
  ).toHaveCount(0);
  await dialog.getByRole('button', { name: /Special Permits/ }).click();
  await expect(dialog.getByText('Soon to be available')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Proceed' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Back to services' }).click();

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
  await openAsNewResident(page, request, retryMobile('639181110002'));

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
  // The chosen module's step takes focus at its heading (not <body>).
  await expect(dialog.getByRole('heading', { name: 'Business Permit and Licensing' })).toBeFocused();
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

/** Where keyboard focus is: inside the open dialog, or (a failure) the page's <body>. */
const focusIsInDialog = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);

test('in Select Transaction, focus follows each step and Escape always closes', async ({ page, request }) => {
  await openAsNewResident(page, request, retryMobile('639181110003'));
  const egov = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'E-Government' });
  const dialog = page.getByRole('dialog', { name: 'Select Transaction' });

  // Choosing a module moves focus to its heading (every inline module now has its form: issue
  // 14 built fees and notices of violation); Escape closes from there.
  for (const name of ['Miscellaneous Fees', 'Notice of Violation']) {
    await egov.click();
    await dialog.getByRole('button', { name: new RegExp(name) }).click();
    await expect(dialog.getByRole('heading', { name })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  // Back returns focus to the module chosen.
  await egov.click();
  await dialog.getByRole('button', { name: /Notice of Violation/ }).click();
  await dialog.getByRole('button', { name: 'Back to services' }).click();
  await expect(dialog.getByRole('button', { name: /Notice of Violation/ })).toBeFocused();

  // A type: focus stays on the selector while the business tax screen loads under it.
  await dialog.getByRole('button', { name: /Business Tax/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Business Tax' })).toBeFocused();
  const type = dialog.getByLabel('Transaction Type');
  await type.focus();
  await type.selectOption({ label: 'QUARTERLY' });
  const bin = dialog.getByLabel('Business Identification Number (BIN)');
  await expect(bin).toBeVisible();
  expect(await focusIsInDialog(page)).toBe(true);

  // A BIN search: focus goes to what it opened, never to <body>: this year's period (its first
  // field), or 'No Record Found' once the journeys before have paid this year's quarters.
  await bin.pressSequentially(BIN_THIS_YEAR.replace(/-/g, ''));
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog.getByLabel('Period').or(dialog.getByText('No Record Found'))).toBeVisible();
  expect(await focusIsInDialog(page)).toBe(true);
  if (await dialog.getByLabel('Period').isVisible()) await expect(dialog.getByLabel('Period')).toBeFocused();

  // A past year's bill (no journey pays BIN_NEVER_PAID) takes focus when it shows.
  await type.selectOption({ label: 'DELINQUENT' });
  await dialog
    .getByLabel('Business Identification Number (BIN)')
    .pressSequentially(BIN_NEVER_PAID.replace(/-/g, ''));
  await dialog.getByLabel('Year', { exact: true }).selectOption(String(YEAR - 1));
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog.getByRole('table', { name: 'Business tax bill' })).toBeVisible();
  expect(await focusIsInDialog(page)).toBe(true);

  // The bill's way back and the dialog's are two buttons with two names.
  await expect(dialog.getByRole('button', { name: 'Back to search' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Back to services' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('around it, the shell: pages open at their top, a long name and the popup width keep one header row, the footer stays readable', async ({
  page,
  request,
}) => {
  const LONG = 'MARIA CONCEPCION ESPERANZA';
  await openSignedIn(page, await createAccount(request, retryMobile('639181110004')));
  await expect(page).toHaveURL(/\/profile-edit$/);
  await page.getByLabel('First Name', { exact: true }).fill(LONG);
  // Saving the long profile form goes home: the home page opens at its top, not scrolled down.
  await completeProfile(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  const header = page.locator('header.site-header');
  for (const width of [320, 390, 775, 800, 820, 1024, 1280, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    const box = await header.boundingBox();
    expect(box?.height, `the header's height at ${width}px`).toBeLessThanOrEqual(72);
    // The name is cut short on screen; the account button still says it whole.
    await expect(page.getByRole('button', { name: `Account menu for ${LONG}`, exact: true })).toBeVisible();
  }

  // Scrolled to the end on a phone, the scroll-to-top button leaves the copyright line readable.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const up = page.getByRole('button', { name: 'Scroll to top' });
  await expect(up).toBeVisible();
  const line = await page.getByText(/^© 2020 /).boundingBox();
  const button = await up.boundingBox();
  if (!line || !button) throw new Error('the copyright line or the button has no box');
  const overlaps =
    line.x < button.x + button.width &&
    button.x < line.x + line.width &&
    line.y < button.y + button.height &&
    button.y < line.y + line.height;
  expect(overlaps).toBe(false);
});
