import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './expect-accessible';
import {
  fillBusinessStep,
  fillFirstActivity,
  fillLeasedPlaceStep,
  fillOfficeStep,
  fillOwnerStep,
  uploadRequirements,
} from './fill-new-permit';
import { openAsNewResident } from './new-account';
import { retryMobile } from './retry-mobile';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PAGE = /\/create-transaction\/e2e-business-permit-new$/;

/** Nothing on the page is wider than the phone. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Next, once the step's answers reach the server as the draft of the step that follows. */
async function nextSaving(page: Page, step: string) {
  const saved = page.waitForResponse(
    (r) =>
      r.url().includes('/api/v1/taxpayers/application_drafts/') &&
      r.request().method() === 'PUT' &&
      (r.request().postDataJSON() as { step?: string }).step === step,
  );
  await page.getByRole('button', { name: 'Next' }).click();
  expect((await saved).status()).toBe(200);
}

test('a new resident applies for a new business permit, resumes the draft after a reload, and sees it PENDING', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await openAsNewResident(page, request, retryMobile('639181880001'));

  // E-Government → Business Permit and Licensing → NEW → Proceed (§2.8).
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'E-Government' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Transaction' });
  await dialog.getByRole('button', { name: /Business Permit and Licensing/ }).click();
  await dialog.getByLabel('Transaction Type').selectOption({ label: 'NEW' });
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'New Business Permit' })).toBeVisible();
  await expect(page.getByText('Step 1 of 7')).toBeVisible();

  // Next on an empty step: the error summary names what is missing, and nothing moves on.
  await page.getByRole('button', { name: 'Next' }).click();
  const summary = page.getByRole('alert');
  await expect(summary.getByRole('link', { name: 'Kind of Ownership field is Required' })).toBeVisible();
  await expectAccessible(page);

  await fillBusinessStep(page);
  await nextSaving(page, 'owner');

  await expect(page.getByRole('heading', { level: 2, name: 'Owner' })).toBeFocused();
  await fillOwnerStep(page);
  await nextSaving(page, 'office');
  await expect(page.getByRole('heading', { level: 2, name: 'Contact and Main Office' })).toBeVisible();

  // Leaves mid-way: after a reload the draft opens on the step it was left at, answers kept.
  await page.reload();
  await expect(page.getByText('We opened the draft you started. Continue where you left off.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Contact and Main Office' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Person in Charge: Last Name')).toHaveValue('Reyes');
  await page.getByRole('button', { name: 'Next' }).click();

  await fillOfficeStep(page);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Leased premises ask for the lessor and the rent.
  await fillLeasedPlaceStep(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Activities: a second one added and removed again.
  await fillFirstActivity(page);
  await page.getByRole('button', { name: 'Add Activity' }).click();
  await expect(page.getByRole('group', { name: 'Activity 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Activity 2' }).click();
  await expect(page.getByRole('group', { name: 'Activity 2' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();

  // Requirements that apply to a sole proprietor on leased premises, each uploaded.
  await expect(page.getByRole('heading', { level: 2, name: 'Requirements' })).toBeVisible();
  await expect(page.getByLabel('SEC Certificate and Articles')).toHaveCount(0);
  await uploadRequirements(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Review, accept, submit.
  await expect(page.getByRole('heading', { level: 2, name: 'Review and Submit' })).toBeVisible();
  await expect(page.getByText("Aling Nena's Sari-Sari Store")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await page.getByLabel(/I certify that the information given is true/).check();
  await page.getByRole('button', { name: 'Submit Application' }).click();

  // The application is a PENDING transaction, with what PENDING means.
  await expect(page).toHaveURL(/\/transaction-history\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Details' })).toBeVisible();
  await expect(page.getByText('PENDING', { exact: true }).first()).toBeVisible();
  await page.goto('/transaction-history');
  const row = page.getByRole('row', { name: /New Business Permit/ });
  await expect(row.getByText('PENDING', { exact: true })).toBeVisible();
  await expect(row.getByText(/submitted and is waiting to be processed/)).toBeAttached();

  // Filed, the draft is gone: the form starts afresh.
  await page.goto('/create-transaction/e2e-business-permit-new');
  await expect(page.getByText('Step 1 of 7')).toBeVisible();
  await expect(page.getByText('We opened the draft you started.')).toHaveCount(0);
});
