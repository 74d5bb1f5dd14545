import { expect, test, type Page } from '@playwright/test';
import { enrolInConsole } from './console-enrol';
import { expectAccessible } from './expect-accessible';
import { documentPng } from './file-business-permit';
import {
  certifyAndSubmit,
  createOfficer,
  downloadAndVerify,
  fillAddress,
  next,
  PHONE,
  payTheSoa,
  selectTransaction,
} from './kind-journey';
import { openAsNewResident } from './new-account';
import { expectNoSidewaysScroll } from './no-sideways-scroll';
import { openFromQueue } from './open-from-queue';
import { retryMobile } from './retry-mobile';

// Issue 27: a health certificate as a new resident gets one on a 390 px phone — filed with the two
// laboratory tests a food handler takes, sent to the laboratory and its results recorded by the
// Health Office in /console, billed by itself once both passed, paid in the sandbox, and the
// health card downloaded with a QR code whose page says it is valid.

const OFFICER = {
  username: 'e2e.health',
  password: 'Health journey pass 2026',
  name: 'Lito Cruz',
  email: 'lito.cruz@lgu.example',
};

/** Answers a yes/no question of the laboratory step. */
const answer = (page: Page, test: string, yes: boolean) =>
  page
    .getByRole('group', { name: test })
    .getByLabel(yes ? 'Yes' : 'No', { exact: true })
    .check();

/** Records one test's result in the console's Laboratory results card. */
async function recordResult(officer: Page, test: string, finding: string) {
  const card = officer.getByRole('region', { name: 'Laboratory results' });
  await card.getByLabel('Laboratory test').selectOption({ label: test });
  await card.getByLabel('Passed').check();
  await card.getByLabel('Finding').fill(finding);
  await card.getByRole('button', { name: 'Record the result' }).click();
}

test('a new resident gets a health certificate: the laboratory’s results recorded in /console, paid, the health card verified', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  createOfficer(OFFICER, 'health');

  const phone = await browser.newContext(PHONE);
  const page = await phone.newPage();
  await openAsNewResident(page, request, retryMobile('639182600027'));
  await selectTransaction(page, /^Health Certificate/, 'AMBULANT');
  await expect(page).toHaveURL(/\/create-transaction\/health-certificate-ambulant$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Health Certificate (Ambulant Vendor)' }),
  ).toBeVisible();

  // The profile gave the name and birth date.
  await expect(page.getByLabel('First Name')).toHaveValue(/maria/i);
  await page.getByLabel('Sex').selectOption('FEMALE');
  await page.getByLabel('Civil Status').selectOption('SINGLE');
  await fillAddress(page, '3 Luna Street');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await next(page);

  await page.getByLabel('Height (cm)').fill('157');
  await page.getByLabel('Weight (kg)').fill('52');
  await page.getByLabel('Blood Type (if known)').selectOption('O');
  await page.getByLabel('Hair Colour').selectOption('BLACK');
  await page.getByLabel('Eye Colour').selectOption('BROWN');
  await page.getByLabel('Identifying Marks').selectOption('MOLE');
  await page.getByLabel('Where the Mark Is').fill('Left cheek');
  await next(page);

  // A food handler: the white card.
  await page
    .getByLabel('Health Card (by the work you do)')
    .selectOption({ label: 'White card (food handlers)' });
  await page.getByLabel('Occupation / Position').fill('Ambulant vendor');
  await page.getByLabel('Employment Type').selectOption('Self-Employed');
  await page.getByLabel('Where You Sell (street or area)').fill('Rizal Avenue, Poblacion');
  await page.getByLabel('Goods Sold').fill('Cooked corn');
  await next(page);

  await expect(page.getByRole('heading', { level: 2, name: 'Laboratory Tests' })).toBeVisible();
  await answer(page, 'Stool examination', true);
  await answer(page, 'Chest x-ray', true);
  await answer(page, 'Sputum examination', false);
  await answer(page, 'Gram stain', false);
  await answer(page, 'Drug test', false);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await next(page);

  await page.getByLabel('Valid ID to Present').selectOption('PHILHEALTH');
  await page
    .getByLabel('Valid ID', { exact: true })
    .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: await documentPng() });
  await expect(page.getByText('Uploaded. Choose another file to replace it.')).toBeVisible();
  await next(page);
  const { transactionId, reference } = await certifyAndSubmit(page);
  await expect(page.locator('.transaction-summary').getByText('PENDING', { exact: true })).toBeVisible();

  // The Health Office (a desk) reviews it and sends it to the laboratory.
  const desk = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const officer = await desk.newPage();
  await enrolInConsole(officer, OFFICER.username, OFFICER.password, OFFICER.name);
  await openFromQueue(officer, reference);
  await officer.getByRole('button', { name: 'Send to the laboratory' }).click();
  await expect(officer.getByText('The application is now PENDING LAB TEST.')).toBeVisible();

  // The resident reads where it stands.
  await page.reload();
  await expect(
    page.locator('.transaction-summary').getByText('PENDING LAB TEST', { exact: true }),
  ).toBeVisible();

  // The laboratory's two results: once both passed the certificate is generated and billed.
  await recordResult(officer, 'Stool examination', 'Negative');
  await expect(officer.getByText('Recorded: Stool examination, NEGATIVE.')).toBeVisible();
  await expectAccessible(officer);
  await recordResult(officer, 'Chest x-ray', 'Normal chest findings');
  await expect(officer.getByText('The application is now WAITING FOR PAYMENT.')).toBeVisible();
  await expect(officer.getByText(/HEALTH CERTIFICATE GENERATED/).first()).toBeVisible();

  // ₱100.00 certificate + ₱50.00 card + ₱60.00 stool + ₱250.00 x-ray.
  await page.reload();
  await payTheSoa(page, transactionId, '₱460.00');
  const file = await downloadAndVerify(browser, page, 'Health card', 'This health card is valid.');
  expect(file).toMatch(/^health-card-HC-\d{4}-\d{6}\.pdf$/);
  await desk.close();
  await phone.close();
});
