import { expect, test } from '@playwright/test';
import { expectAccessible } from './expect-accessible';
import { documentPng } from './file-business-permit';
import { openAsNewResident } from './new-account';
import { releasedPermit } from './released-permit';
import { expectNoSidewaysScroll } from './no-sideways-scroll';
import { retryMobile } from './retry-mobile';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a resident whose business permit was released renews it from a pre-filled form', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await openAsNewResident(page, request, retryMobile('639181880211'));
  // A renewal renews a released permit (a permit still in the office is refused).
  await releasedPermit(page, request, token);

  // E-Government → Business Permit and Licensing → RENEWAL → Proceed (§2.8).
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'E-Government' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Transaction' });
  await dialog.getByRole('button', { name: /Business Permit and Licensing/ }).click();
  await dialog.getByLabel('Transaction Type').selectOption({ label: 'RENEWAL' });
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/create-transaction\/e2e-business-permit-renew$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Business Permit Renewal' })).toBeVisible();

  // Which business: the one filed, with where it stands.
  await expect(page.getByRole('heading', { level: 2, name: 'Which business is this for?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("ALING NENA'S SARI-SARI STORE (RELEASED)").check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // The form opens with what was filed before (§2.8's old-data retrieval).
  await expect(
    page.getByText(/We filled in the form from the latest application of ALING NENA/),
  ).toBeVisible();
  await expect(page.getByLabel('Kind of Ownership')).toHaveValue('SOLE PROPRIETORSHIP');
  await expect(page.getByLabel('Business Name')).toHaveValue("ALING NENA'S SARI-SARI STORE");
  await expect(page.getByLabel('DTI Registration No.')).toHaveValue('AB123456789');
  await expect(page.getByLabel('Tax Identification Number (TIN)')).toHaveValue('123-456-789-000');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Person in Charge: Last Name')).toHaveValue('REYES');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('House No. / Street')).toHaveValue('12 RIZAL STREET');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel("Lessor's Name")).toHaveValue('JUAN DELA CRUZ');
  await page.getByRole('button', { name: 'Next' }).click();

  // Activities: last year's gross sales is asked of each.
  const first = page.getByRole('group', { name: 'Activity 1' });
  await expect(first.getByLabel('Product / Service')).toHaveValue('SARI-SARI STORE');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByRole('alert').getByRole('link', { name: /Gross Sales of the Previous Year/ }),
  ).toBeVisible();
  await first.getByLabel('Gross Sales of the Previous Year').fill('480000.00');
  await page.getByRole('button', { name: 'Next' }).click();

  // The renewal's own papers (last year's are not carried over).
  await expect(page.getByRole('heading', { level: 2, name: 'Requirements' })).toBeVisible();
  const photo = await documentPng();
  const papers = [
    'Sworn Declaration of Gross Sales or Financial Statement',
    'Barangay Business Clearance',
    'Contract of Lease',
  ];
  for (const [index, paper] of papers.entries()) {
    await page
      .getByLabel(paper)
      .setInputFiles({ name: 'document.png', mimeType: 'image/png', buffer: photo });
    await expect(page.getByText('Uploaded. Choose another file to replace it.')).toHaveCount(index + 1);
  }
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Review and Submit' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/I certify that the information given is true/).check();
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page).toHaveURL(/\/transaction-history\/\d+$/);
  await expect(page.getByText('PENDING', { exact: true }).first()).toBeVisible();
  await page.goto('/transaction-history');
  await expect(page.getByRole('row', { name: /Business Permit Renewal/ })).toBeVisible();
});
