import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { arrowToOption, expectFocusVisible, signInByKeyboard, tabTo } from './keyboard-focus';
import { openAsNewResident, PASSWORD } from './new-account';
import { retryMobile } from './retry-mobile';

// Issue 13, Accessibility: an application filled and filed with the keyboard alone (no click), the
// focus visible and clear of the sticky header at every stop.

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs to a closed select and arrows to an option. */
async function choose(page: Page, select: Locator, label: string) {
  await tabTo(page, select);
  await arrowToOption(page, select, label);
}

/** Answers a yes/no question: Tab lands on its first choice, the arrow keys move to and check `label`. */
async function answer(page: Page, question: string, label: 'Yes' | 'No') {
  const group = page.getByRole('group', { name: question });
  await tabTo(page, group.getByRole('radio').first());
  while (!(await group.getByRole('radio', { name: label }).isChecked()))
    await page.keyboard.press('ArrowRight');
  await expectFocusVisible(page);
}

/** Next by the keyboard: the next step opens at its heading, focused. */
async function next(page: Page, heading: string) {
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeFocused();
  await expectFocusVisible(page);
}

test('a resident signs in and applies for a new business permit using only the keyboard, focus always visible', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const mobile = retryMobile('639181310001');
  // Setting up the account (a photo upload) is not the journey under test.
  await openAsNewResident(page, request, mobile);
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto('/');
  const keys = page.keyboard;
  await signInByKeyboard(page, mobile, PASSWORD);

  // E-Government → Business Permit and Licensing → NEW → Proceed (§2.8).
  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'E-Government' }),
  );
  await keys.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Select Transaction' });
  await tabTo(page, dialog.getByRole('button', { name: /Business Permit and Licensing/ }));
  await keys.press('Enter');
  await choose(page, dialog.getByLabel('Transaction Type'), 'NEW');
  await tabTo(page, dialog.getByRole('button', { name: 'Proceed' }));
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/create-transaction\/e2e-business-permit-new$/);
  await expect(page.getByText('Step 1 of 7')).toBeVisible();

  // Next on an empty step: the error summary takes the focus, visibly, below the header.
  const summary = page.locator('.error-summary');
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await keys.press('Enter');
  await expect(summary).toBeFocused();
  await expectFocusVisible(page);
  await expect(summary.getByRole('link', { name: 'Kind of Ownership field is Required' })).toBeVisible();

  // Business.
  await choose(page, page.getByLabel('Kind of Ownership'), 'Sole Proprietorship');
  await typeInto(page, page.getByLabel('Business Name'), "Aling Nena's Sari-Sari Store");
  await typeInto(page, page.getByLabel('DTI Registration No.'), 'AB123456789');
  await typeInto(page, page.getByLabel('Tax Identification Number (TIN)'), '123-456-789-000');
  await typeInto(page, page.getByLabel('Capital Investment'), '150000.00');
  await answer(page, 'With Tax Incentives', 'No');
  await next(page, 'Owner');

  // Owner.
  await typeInto(page, page.getByLabel('First Name', { exact: true }), 'Nena');
  await typeInto(page, page.getByLabel('Last Name', { exact: true }), 'Reyes');
  await choose(page, page.getByLabel("Owner's Gender"), 'FEMALE');
  await tabTo(page, page.getByLabel('Nationality'));
  await keys.type('FILIPINO');
  await expect(page.getByLabel('Nationality')).toHaveValue('FILIPINO');
  await answer(page, 'Filed by a Representative', 'No');
  await typeInto(page, page.getByLabel('Person in Charge: First Name'), 'Nena');
  await typeInto(page, page.getByLabel('Person in Charge: Last Name'), 'Reyes');
  await next(page, 'Contact and Main Office');

  // Contact and the place cascades: each level's list follows the one above.
  await typeInto(page, page.getByLabel('Cellphone No.'), '09171234567');
  const office = page.getByRole('group', { name: 'Main Office Address' });
  await choose(page, office.getByLabel('Region'), 'Region IV-A (CALABARZON)');
  await expect(office.getByLabel('Province').locator('option', { hasText: 'Laguna' })).toBeAttached();
  await choose(page, office.getByLabel('Province'), 'Laguna');
  await expect(
    office.getByLabel('City / Municipality').locator('option', { hasText: 'Bayan Demo City' }),
  ).toBeAttached();
  await choose(page, office.getByLabel('City / Municipality'), 'Bayan Demo City');
  await expect(office.getByLabel('Barangay').locator('option', { hasText: 'Poblacion' })).toBeAttached();
  await choose(page, office.getByLabel('Barangay'), 'Poblacion');
  await typeInto(page, page.getByLabel('House No. / Street'), '12 Rizal Street');
  await typeInto(page, page.getByLabel('Business Area (sq m)'), '24');
  await typeInto(page, page.getByLabel('Male Employees', { exact: true }), '0');
  await typeInto(page, page.getByLabel('Female Employees'), '2');
  await typeInto(page, page.getByLabel('Employees Residing in the City'), '2');
  await next(page, 'Business Location');

  // Leased premises.
  await answer(page, 'Is the Place Owned?', 'No');
  await typeInto(page, page.getByLabel("Lessor's Name"), 'Juan dela Cruz');
  await typeInto(page, page.getByLabel('Monthly Rental'), '5000.00');
  await next(page, 'Business Activities');

  // Two activities: Add Activity by the keyboard puts the focus in the new row.
  const first = page.getByRole('group', { name: 'Activity 1' });
  await tabTo(page, first.getByLabel('Line of Business'));
  await keys.type('RETAIL');
  await expect(first.getByLabel('Line of Business')).toHaveValue('RETAIL');
  await typeInto(page, first.getByLabel('Product / Service'), 'Sari-sari store');
  await typeInto(page, first.getByLabel('No. of Units'), '1');
  await typeInto(page, first.getByLabel('Capital Investment'), '150000.00');
  await tabTo(page, page.getByRole('button', { name: 'Add Activity' }));
  await keys.press('Enter');
  const second = page.getByRole('group', { name: 'Activity 2' });
  await expect(second.getByLabel('Line of Business')).toBeFocused();
  await expectFocusVisible(page);
  await keys.type('RETAIL');
  await typeInto(page, second.getByLabel('Product / Service'), 'Prepaid load');
  await typeInto(page, second.getByLabel('No. of Units'), '1');
  await typeInto(page, second.getByLabel('Capital Investment'), '5000.00');
  await next(page, 'Requirements');

  // Each requirement's file chooser opened with the keyboard.
  const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#468' } })
    .png()
    .toBuffer();
  const requirements = [
    'DTI Certificate of Registration',
    'Barangay Business Clearance',
    'Contract of Lease',
  ];
  for (const [index, requirement] of requirements.entries()) {
    await tabTo(page, page.getByLabel(requirement));
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), keys.press('Space')]);
    await chooser.setFiles({ name: 'document.png', mimeType: 'image/png', buffer: photo });
    await expect(page.getByText('Uploaded. Choose another file to replace it.')).toHaveCount(index + 1);
    // The focus stays on the control that was used, not lost to the page.
    await expect(page.getByLabel(requirement)).toBeFocused();
  }
  await next(page, 'Review and Submit');

  // Review: Submit before certifying opens the error summary, focused; then certify and file.
  await expect(page.getByText("Aling Nena's Sari-Sari Store")).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit Application' });
  await tabTo(page, submit);
  await keys.press('Enter');
  await expect(summary).toBeFocused();
  await expectFocusVisible(page);
  const certify = page.getByLabel(/I certify that the information given is true/);
  await tabTo(page, certify);
  await keys.press('Space');
  await expect(certify).toBeChecked();
  await tabTo(page, submit);
  await keys.press('Enter');

  await expect(page).toHaveURL(/\/transaction-history\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Details' })).toBeVisible();
  await expect(page.getByText('PENDING', { exact: true }).first()).toBeVisible();
});
