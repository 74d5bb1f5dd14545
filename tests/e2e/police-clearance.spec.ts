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

// Issue 27's police clearance as a new resident gets it on a 390 px phone: filed from Select
// Transaction, the station asks for the biometrics appearance in /console, the resident books one
// of its slots, the station marks the biometrics done (billed ₱150.00), the resident pays, the
// station prints and releases it, and the clearance's QR code opens a page saying it is valid.

const OFFICER = {
  get username() {
    return retryUsername('e2e.police');
  },
  password: 'Police journey pass 2026',
  name: 'Ramon Cruz',
  email: 'ramon.cruz@lgu.example',
};

test('a new resident gets a police clearance: filed, biometrics booked and taken, paid, released and verified', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  createOfficer(OFFICER, 'police');

  const phone = await browser.newContext(PHONE);
  const page = await phone.newPage();
  await openAsNewResident(page, request, retryMobile('639182800001'));
  await selectTransaction(page, /^Police Clearance/, 'NEW');
  await expect(page).toHaveURL(/\/create-transaction\/police-clearance-new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Police Clearance' })).toBeVisible();

  // The profile gave the name, birth date and mobile number.
  await expect(page.getByLabel('First Name')).toHaveValue(/maria/i);
  await expect(page.getByLabel('Mobile Number')).toHaveValue(/^639\d{9}$/);
  await page.getByLabel('Place of Birth').fill('Santa Cruz, Laguna');
  await page.getByLabel('Sex').selectOption('FEMALE');
  await page.getByLabel('Civil Status').selectOption({ label: 'Single' });
  await page.getByLabel('Citizenship').selectOption('FILIPINO');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await next(page);
  await page.getByLabel('Height (cm)').fill('158');
  await page.getByLabel('Weight (kg)').fill('52');
  await page.getByLabel('Complexion').selectOption({ label: 'Fair' });
  await page.getByLabel('Identifying Mark').selectOption({ label: 'Mole' });
  await page.getByLabel('Where the Mark Is').fill('Left cheek');
  await next(page);
  await fillAddress(page, '3 Bonifacio Street');
  await next(page);
  await page.getByLabel('Purpose', { exact: true }).selectOption({ label: 'Employment Local' });
  await next(page);
  await page.getByLabel('Valid ID to Present').selectOption({ label: 'Passport' });
  await page
    .getByLabel('Valid ID', { exact: true })
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: await documentPng() });
  await expect(page.getByText('Uploaded. Choose another file to replace it.')).toBeVisible();
  await next(page);
  const { transactionId, reference } = await certifyAndSubmit(page);
  await expect(page.locator('.transaction-summary').getByText('PENDING', { exact: true })).toBeVisible();

  // The station asks for the biometrics appearance.
  const desk = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const officer = await desk.newPage();
  await enrolInConsole(officer, OFFICER.username, OFFICER.password, OFFICER.name);
  await openFromQueue(officer, reference);
  await officer.getByRole('button', { name: 'Ask for an appointment' }).click();
  await expect(officer.getByText('The application is now FOR APPOINTMENT.')).toBeVisible();

  // The resident books one of the station's free slots.
  await page.reload();
  const appointment = page.getByRole('region', { name: 'Your appointment' });
  await expect(appointment.getByRole('group', { name: 'Time' })).toBeVisible();
  await appointment.getByRole('group', { name: 'Time' }).getByRole('radio').first().check();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await appointment.getByRole('button', { name: 'Book this time' }).click();
  await expect(appointment.getByText(/^Booked: /)).toBeVisible();
  await expect(appointment.getByText(/^Your appointment: /)).toBeVisible();

  // The biometrics are taken: the officer approves it, and it is billed at once.
  await officer.reload();
  await expect(officer.getByRole('region', { name: 'Appointment' })).toBeVisible();
  await officer.getByRole('button', { name: 'Approve for assessment' }).click();
  await expect(officer.getByText('The application is now WAITING FOR PAYMENT.')).toBeVisible();

  await page.reload();
  await payTheSoa(page, transactionId, '₱150.00');
  await expect(page.locator('.transaction-summary').getByText('PAID', { exact: true })).toBeVisible();

  // Paid: the station prints and releases the clearance.
  await officer.reload();
  await officer.getByRole('button', { name: 'Mark for printing' }).click();
  await expect(officer.getByText('The application is now FOR PRINTING.')).toBeVisible();
  await officer.getByRole('button', { name: 'Release the clearance' }).click();
  await expect(officer.getByText(/^Released: /)).toBeVisible();
  await expectAccessible(officer);

  const file = await downloadAndVerify(browser, page, 'Clearance', 'This clearance is valid.');
  expect(file).toMatch(/^police-clearance-PCL-\d{4}-\d{6}\.pdf$/);
  await desk.close();
  await phone.close();
});
