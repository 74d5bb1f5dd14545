import { expect, type Page } from '@playwright/test';
import { documentPng } from './file-business-permit';

// The new business permit form's steps as a resident fills them (Aling Nena's sari-sari store on
// leased premises, ₱150,000 capital), shared by the journeys that walk the form with a pointer.

export async function fillBusinessStep(page: Page) {
  await page.getByLabel('Kind of Ownership').selectOption({ label: 'Sole Proprietorship' });
  await page.getByLabel('Business Name').fill("Aling Nena's Sari-Sari Store");
  await page.getByLabel('DTI Registration No.').fill('AB123456789');
  await page.getByLabel('Tax Identification Number (TIN)').fill('123-456-789-000');
  await page.getByLabel('Capital Investment').fill('150000.00');
  await page.getByRole('group', { name: 'With Tax Incentives' }).getByLabel('No').check();
}

export async function fillOwnerStep(page: Page) {
  await page.getByLabel('First Name', { exact: true }).fill('Nena');
  await page.getByLabel('Last Name', { exact: true }).fill('Reyes');
  await page.getByLabel("Owner's Gender").selectOption('FEMALE');
  await page.getByLabel('Nationality').selectOption('FILIPINO');
  await page.getByRole('group', { name: 'Filed by a Representative' }).getByLabel('No').check();
  await page.getByLabel('Person in Charge: First Name').fill('Nena');
  await page.getByLabel('Person in Charge: Last Name').fill('Reyes');
}

export async function fillOfficeStep(page: Page) {
  await page.getByLabel('Cellphone No.').fill('09171234567');
  await page.getByLabel('Email Address').fill('nena@example.ph');
  const office = page.getByRole('group', { name: 'Main Office Address' });
  await office.getByLabel('Region').selectOption({ label: 'Region IV-A (CALABARZON)' });
  await office.getByLabel('Province').selectOption({ label: 'Laguna' });
  await office.getByLabel('City / Municipality').selectOption({ label: 'Bayan Demo City' });
  await office.getByLabel('Barangay').selectOption({ label: 'Poblacion' });
  await page.getByLabel('House No. / Street').fill('12 Rizal Street');
  await page.getByLabel('Business Area (sq m)').fill('24');
  await page.getByLabel('Male Employees', { exact: true }).fill('0');
  await page.getByLabel('Female Employees').fill('2');
  await page.getByLabel('Employees Residing in the City').fill('2');
}

/** Leased premises ask for the lessor and the rent. */
export async function fillLeasedPlaceStep(page: Page) {
  await page.getByRole('group', { name: 'Is the Place Owned?' }).getByLabel('No').check();
  await page.getByLabel("Lessor's Name").fill('Juan dela Cruz');
  await page.getByLabel('Monthly Rental').fill('5000.00');
}

export async function fillFirstActivity(page: Page) {
  const activity = page.getByRole('group', { name: 'Activity 1' });
  await activity.getByLabel('Line of Business').selectOption('RETAIL');
  await activity.getByLabel('Product / Service').fill('Sari-sari store');
  await activity.getByLabel('No. of Units').fill('1');
  await activity.getByLabel('Capital Investment').fill('150000.00');
}

/** The requirements of a sole proprietor on leased premises, each uploaded in turn. */
export async function uploadRequirements(page: Page) {
  const photo = await documentPng();
  const requirements = [
    'DTI Certificate of Registration',
    'Barangay Business Clearance',
    'Contract of Lease',
  ];
  for (const [i, requirement] of requirements.entries()) {
    await page
      .getByLabel(requirement)
      .setInputFiles({ name: 'document.png', mimeType: 'image/png', buffer: photo });
    await expect(page.getByText('Uploaded. Choose another file to replace it.')).toHaveCount(i + 1);
  }
}
