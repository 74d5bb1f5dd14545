import { expect, test } from '@playwright/test';
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
import { retryUsername } from './retry-username';

// Issue 26's two kinds added as files (a definition, a fee rule, a document entry), as a new
// resident gets them on a 390 px phone: a cedula with no officer (filed, paid, issued in
// seconds), and a barangay clearance the office returns for correction and approves in /console;
// each ends with a downloaded document whose QR code opens a page saying it is valid.

const OFFICER = {
  get username() {
    return retryUsername('e2e.barangay');
  },
  password: 'Barangay journey pass 2026',
  name: 'Lita Ramos',
  email: 'lita.ramos@lgu.example',
};

test('a new resident gets a cedula with no officer: filed, paid, and the certificate issued in seconds', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const phone = await browser.newContext(PHONE);
  const page = await phone.newPage();
  await openAsNewResident(page, request, retryMobile('639182600001'));
  await selectTransaction(page, /^Community Tax Certificate \(Cedula\)/, 'INDIVIDUAL');
  await expect(page).toHaveURL(/\/create-transaction\/cedula-individual-new$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Community Tax Certificate (Individual)' }),
  ).toBeVisible();

  // The profile already gave the name and birth date.
  await expect(page.getByLabel('First Name')).toHaveValue(/maria/i);
  await expect(page.getByLabel('Date of Birth')).toHaveValue('1990-06-12');
  await page.getByLabel('Place of Birth').fill('Santa Cruz, Laguna');
  await page.getByLabel('Sex').selectOption('FEMALE');
  await page.getByLabel('Civil Status').selectOption({ label: 'Married' });
  await page.getByLabel('Citizenship').selectOption('FILIPINO');
  await page.getByLabel('Profession, Occupation or Business').fill('Teacher');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await next(page);
  await fillAddress(page, '12 Rizal Street');
  await next(page);
  await page.getByLabel('Gross Receipts from Business').fill('0');
  await page.getByLabel('Salaries or Gross Receipts from a Profession').fill('250000');
  await page.getByLabel('Income from Real Property').fill('0');
  await next(page);
  const { transactionId } = await certifyAndSubmit(page);

  // Billed at once: ₱5.00 and ₱250.00 (LGC §157), and from March 2% a month of it (spec §9).
  const month = Number(
    new Intl.DateTimeFormat('en', { month: 'numeric', timeZone: 'Asia/Manila' }).format(new Date()),
  );
  const total = 25_500 + (month >= 3 ? 510 * month : 0);
  await expect(
    page.locator('.transaction-summary').getByText('WAITING FOR PAYMENT', { exact: true }),
  ).toBeVisible();
  await payTheSoa(page, transactionId, `₱${(total / 100).toFixed(2)}`);

  const file = await downloadAndVerify(browser, page, 'Certificate', 'This certificate is valid.');
  expect(file).toMatch(/^community-tax-certificate-CTC-\d{4}-\d{6}\.pdf$/);
  await phone.close();
});

test('a new resident gets a barangay clearance: returned for correction in /console, resubmitted, approved, paid, issued', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  createOfficer(OFFICER, 'licensing');

  const phone = await browser.newContext(PHONE);
  const page = await phone.newPage();
  await openAsNewResident(page, request, retryMobile('639182600002'));
  await selectTransaction(page, /^Barangay Clearance/, 'CLEARANCE');
  await expect(page).toHaveURL(/\/create-transaction\/barangay-clearance-new$/);
  await page.getByLabel('Civil Status').selectOption({ label: 'Single' });
  await fillAddress(page, '7 Mabini Street');
  await page.getByLabel('Years Living in the Barangay').fill('10');
  await expectNoSidewaysScroll(page);
  await next(page);
  await page.getByLabel('Purpose', { exact: true }).selectOption({ label: 'Employment' });
  await next(page);
  await page
    .getByLabel('Valid ID')
    .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: await documentPng() });
  await expect(page.getByText('Uploaded. Choose another file to replace it.')).toBeVisible();
  await next(page);
  const { transactionId, reference } = await certifyAndSubmit(page);
  await expect(page.locator('.transaction-summary').getByText('PENDING', { exact: true })).toBeVisible();

  // The officer (a desk) returns it: the purpose should be said in full.
  const desk = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const officer = await desk.newPage();
  await enrolInConsole(officer, OFFICER.username, OFFICER.password, OFFICER.name);
  await openFromQueue(officer, reference);
  const reason = 'Say what the employment is for: the company asked for a specific purpose.';
  await officer.getByRole('button', { name: 'Return for resubmission' }).click();
  const dialog = officer.getByRole('dialog', { name: 'Return for resubmission' });
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(officer.getByText('The application is now FOR RESUBMISSION.')).toBeVisible();

  // The resident reads why, corrects the purpose and resubmits.
  await page.reload();
  const returned = page.getByRole('region', { name: 'Returned for resubmission' });
  await expect(returned.getByText(`Reason given by the office: ${reason}`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await returned.getByRole('link', { name: 'Resubmit' }).click();
  await expect(page).toHaveURL(/\/create-transaction\/barangay-clearance-new\?resubmit=/);
  await expect(page.getByText(`The office returned this application: ${reason}`)).toBeVisible();
  await next(page);
  await page.getByLabel('Purpose', { exact: true }).selectOption({ label: 'Others' });
  await page.getByLabel('Other Purpose').fill('Employment abroad as a nurse');
  await next(page);
  await next(page);
  await certifyAndSubmit(page);
  await expect(page.locator('.transaction-summary').getByText('PENDING', { exact: true })).toBeVisible();

  // The officer approves it: billed at once by the schedule.
  await officer.reload();
  await officer.getByRole('button', { name: 'Approve for assessment' }).click();
  await expect(officer.getByText('The application is now WAITING FOR PAYMENT.')).toBeVisible();
  await expectAccessible(officer);

  await page.reload();
  await payTheSoa(page, transactionId, '₱100.00');
  const file = await downloadAndVerify(browser, page, 'Clearance', 'This clearance is valid.');
  expect(file).toMatch(/^barangay-clearance-BC-\d{4}-\d{6}\.pdf$/);
  await desk.close();
  await phone.close();
});
