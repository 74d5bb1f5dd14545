import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { readPdfQr } from '../../server/src/documents/pdf/pdf-qr-test-kit';
import { checkoutAmount, shownTotal } from './business-tax-steps';
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
import { applicationIdOf, clearedByEveryOffice } from './endorsing-offices';
import { openFromQueue, queuePath } from './open-from-queue';
import { expectPaidWithReceipt } from './paid-with-receipt';
import { RELEASE_OFFICER_PASSWORD, RELEASE_OFFICER_USERNAME } from './release-officer';
import { retryMobile } from './retry-mobile';

// §143 on ₱150,000 capital (₱75.00) and the shipped schedule's four regulatory fees (₱1,500.00).
const TOTAL = '₱1,575.00';

/** The resident fills the new business permit form as in the apply journey, one activity, three uploads. */
async function applyForNewPermit(page: Page) {
  await page.goto('/create-transaction/e2e-business-permit-new');
  await expect(page.getByText('Step 1 of 7')).toBeVisible();
  await fillBusinessStep(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await fillOwnerStep(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await fillOfficeStep(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await fillLeasedPlaceStep(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await fillFirstActivity(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await uploadRequirements(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/I certify that the information given is true/).check();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL(/\/transaction-history\/\d+$/);
  const transactionId = /\/transaction-history\/(\d+)$/.exec(page.url())?.[1] ?? '';
  const reference =
    (await page.locator('.transaction-summary dt:text-is("Reference No.") + dd').textContent()) ?? '';
  return { transactionId, reference: reference.trim() };
}

/** The officer signs in for the first time: password, then enrols the authenticator with its first code. */
async function officerSignsIn(page: Page) {
  await page.goto('/console');
  await page.getByLabel('Username').fill(RELEASE_OFFICER_USERNAME);
  await page.getByLabel('Password').fill(RELEASE_OFFICER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your authenticator' })).toBeVisible();
  const secret = (await page.getByTestId('console-secret').textContent()) ?? '';
  await page.getByLabel('Code').fill(generateSync({ secret }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Signed in as Jose Santos')).toBeVisible();
}

test('a new resident applies, the endorsing offices clear it, the officer assesses, the resident pays the SOA, the officer releases and prints the permit, and the QR codes of the permit, receipt and SOA open pages saying valid', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const resident = await phone.newPage();
  const token = await openAsNewResident(resident, request, retryMobile('639181950001'));
  const { transactionId, reference } = await applyForNewPermit(resident);
  await expect(resident.locator('.transaction-summary').getByText('PENDING', { exact: true })).toBeVisible();
  // Zoning, fire, health and engineering clear it (endorsements.spec.ts walks that in the console):
  // the last clearance sends it to the treasury's assessment.
  await clearedByEveryOffice(request, await applicationIdOf(request, token, transactionId));

  // The officer (1366 px) finds it waiting for assessment and confirms the computed fees.
  const desk = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const officer = await desk.newPage();
  await officerSignsIn(officer);
  await officer.goto(queuePath('FOR ASSESSMENT (TREASURY)'));
  await openFromQueue(officer, reference);
  const assessment = officer.getByRole('form', { name: 'Assessment', exact: true });
  await expect(assessment.getByLabel('Amount of Business tax: SARI-SARI STORE (₱)')).toHaveValue(
    /^75(\.00)?$/,
  );
  await expect(assessment.getByText(TOTAL)).toBeVisible();
  await expectAccessible(officer);
  await assessment.getByRole('button', { name: 'Confirm the assessment' }).click();
  await expect(
    officer.getByText(/^Assessed: SOA BP-SOA-\d{4}-\d{6}, ₱1,575\.00, payable until /),
  ).toBeVisible();

  // The resident sees the SOA on the transaction's page and pays it in the sandbox gateway.
  await resident.reload();
  const soa = resident.getByRole('region', { name: 'Statement of Account' });
  await expect(soa.getByText(/^BP-SOA-\d{4}-\d{6}$/)).toBeVisible();
  await expect(soa.getByText(TOTAL)).toBeVisible();
  await expect(soa.getByText('Business tax: SARI-SARI STORE')).toBeVisible();
  // The SOA downloads as a PDF; its QR code leads to its own verification page.
  const [soaDownload] = await Promise.all([
    resident.waitForEvent('download'),
    soa.getByRole('button', { name: 'Download Statement of Account' }).click(),
  ]);
  expect(soaDownload.suggestedFilename()).toMatch(/^BP-SOA-\d{4}-\d{6}\.pdf$/);
  const soaUrl = await readPdfQr(new Uint8Array(await readFile(await soaDownload.path())));
  expect(soaUrl).toMatch(/\/verify\/[\w-]{20}$/);
  expect(await resident.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(resident);
  // Before Pay Now, what it charges: the SOA and the fee (issue 25: it once said ₱0.00 fee and
  // ₱1,575.00, and the gateway charged ₱1,600.00).
  const shown = await shownTotal(resident.locator('.pay-now'));
  expect(shown).toBe('₱1,600.00');
  await resident.getByRole('button', { name: 'Pay Now' }).click();
  await expect(resident).toHaveURL(/\/pgi\?url=/);
  const gateway = resident.frameLocator('iframe[title="Payment gateway"]');
  await expect(gateway.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  expect(await checkoutAmount(gateway)).toBe(shown);
  await gateway.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(resident).toHaveURL(new RegExp(`/transaction-history/${transactionId}$`));
  const receiptUrl = await expectPaidWithReceipt(resident);

  // The officer marks it for printing, then releases the permit.
  await officer.reload();
  await officer.getByRole('button', { name: 'Mark for printing' }).click();
  await expect(officer.getByText('The application is now FOR PRINTING.')).toBeVisible();
  await officer.getByRole('button', { name: 'Release the permit' }).click();
  await expect(officer.getByText(/^Released: permit BP-\d{4}-\d{6}, valid until /)).toBeVisible();
  await expectAccessible(officer);

  // The officer prints the permit from the application's documents, then prints it again, saying why.
  const documents = officer.getByRole('region', { name: 'Documents' });
  await expect(documents.getByText(/^Statement of Account BP-SOA-/)).toBeVisible();
  await expect(documents.getByText(/^Official Receipt /)).toBeVisible();
  const [printed] = await Promise.all([
    officer.waitForEvent('download'),
    documents.getByRole('button', { name: /^Print Business Permit BP-\d{4}-\d{6}$/ }).click(),
  ]);
  expect(printed.suggestedFilename()).toMatch(/^business-permit-BP-\d{4}-\d{6}\.pdf$/);
  await expect(documents.getByText(/^Printed Business Permit BP-/)).toBeVisible();
  await documents.getByRole('button', { name: /^Print again Business Permit BP-/ }).click();
  const why = officer.getByRole('dialog', { name: /^Print again Business Permit BP-/ });
  await why.getByLabel('Reason').fill('The first copy was torn.');
  const [reprinted] = await Promise.all([
    officer.waitForEvent('download'),
    why.getByRole('button', { name: 'Confirm' }).click(),
  ]);
  expect(reprinted.suggestedFilename()).toBe(printed.suggestedFilename());
  await expect(documents.getByText(/printed 2 times/)).toBeVisible();
  await expectAccessible(officer);

  // The resident downloads the permit; its QR code, read from the PDF's image, opens the verification page.
  await resident.reload();
  await expect(resident.locator('.transaction-summary').getByText('RELEASED', { exact: true })).toBeVisible();
  const [download] = await Promise.all([
    resident.waitForEvent('download'),
    resident.getByRole('button', { name: 'Download Permit' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^business-permit-BP-\d{4}-\d{6}\.pdf$/);
  const url = await readPdfQr(new Uint8Array(await readFile(await download.path())));
  expect(url).toMatch(/\/verify\/[\w-]{20}$/);

  // Anyone who scans it (here a signed-out phone) reads that it is valid, and nothing private.
  const stranger = await browser.newContext({
    viewport: { width: 320, height: 640 },
    isMobile: true,
    hasTouch: true,
  });
  const scanner = await stranger.newPage();
  await scanner.goto(url ?? '');
  await expect(scanner.getByRole('heading', { level: 1, name: 'Permit Verification' })).toBeVisible();
  await expect(scanner.getByText('This permit is valid.')).toBeVisible();
  await expect(scanner.getByText("ALING NENA'S SARI-SARI STORE")).toBeVisible();
  // The owner's name and address are on the permit, never on this page.
  await expect(scanner.locator('main')).not.toContainText('REYES');
  await expect(scanner.locator('main')).not.toContainText('RIZAL');
  expect(await scanner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // The receipt's and the SOA's codes verify the same way, each named for what it is.
  await scanner.goto(receiptUrl);
  await expect(
    scanner.getByRole('heading', { level: 1, name: 'Official Receipt Verification' }),
  ).toBeVisible();
  await expect(scanner.getByText('This receipt is valid.')).toBeVisible();
  await expect(scanner.getByText('₱1,600.00')).toBeVisible();
  await scanner.goto(soaUrl ?? '');
  await expect(scanner.getByText('This statement of account is valid.')).toBeVisible();
  await expectAccessible(scanner);
  expect(await scanner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await stranger.close();
  await desk.close();
  await phone.close();
});
