import { readFile } from 'node:fs/promises';
import { expect, type Browser, type Page } from '@playwright/test';
import { readPdfQr } from '../../server/src/documents/pdf/pdf-qr-test-kit';
import { expectAccessible } from './expect-accessible';
import { expectNoSidewaysScroll } from './no-sideways-scroll';

// A kind's journey as a resident takes it on a phone (issue 27's kinds): Select Transaction from
// the menu drawer, the form's steps, the SOA paid in the sandbox gateway, and the released
// document downloaded and its QR code opened by a stranger.

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Chooses a module and type in Select Transaction and proceeds, as a resident on a phone would. */
export async function selectTransaction(page: Page, module: RegExp, type: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'E-Government' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Transaction' });
  await dialog.getByRole('button', { name: module }).click();
  await dialog.getByLabel('Transaction Type').selectOption({ label: type });
  await expectNoSidewaysScroll(page);
  await dialog.getByRole('button', { name: 'Proceed' }).click();
}

export const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

/** A place cascade of the demo city (the group named `group`), and its street field. */
export async function fillAddress(page: Page, group: string, streetLabel: string, street: string) {
  const address = page.getByRole('group', { name: group });
  await address.getByLabel('Region').selectOption({ label: 'Region IV-A (CALABARZON)' });
  await address.getByLabel('Province').selectOption({ label: 'Laguna' });
  await address.getByLabel('City / Municipality').selectOption({ label: 'Bayan Demo City' });
  await address.getByLabel('Barangay').selectOption({ label: 'Poblacion' });
  await page.getByLabel(streetLabel).fill(street);
}

/** Certifies and submits on the review step. */
export async function certifyAndSubmit(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Review and Submit' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  const certify = page.getByLabel('I certify that the information given is true');
  if (!(await certify.isChecked())) await certify.check();
  await page.getByRole('button', { name: 'Submit Application' }).click();
}

/** Once filed, the transaction's page: its id and reference. */
export async function filedTransaction(page: Page) {
  await expect(page).toHaveURL(/\/transaction-history\/\d+$/);
  const transactionId = /\/transaction-history\/(\d+)$/.exec(page.url())?.[1] ?? '';
  const reference = await page.locator('.transaction-summary dt:text-is("Reference No.") + dd').textContent();
  return { transactionId, reference: (reference ?? '').trim() };
}

/** Pays the statement of account on the transaction's page in the sandbox gateway. */
export async function payTheSoa(page: Page, transactionId: string, total: string) {
  const soa = page.getByRole('region', { name: 'Statement of Account' });
  await expect(soa.getByText(total).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/pgi\?url=/);
  await page
    .frameLocator('iframe[title="Payment gateway"]')
    .getByRole('button', { name: 'Pay', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/transaction-history/${transactionId}$`));
}

/**
 * Once paid, the document is issued with no officer: the page shows RELEASED (read again as the
 * resident would), the document downloads, and its QR code, read from the PDF, opens a page
 * saying it is valid on a signed-out 320 px phone. Answers the downloaded file's name.
 */
export async function downloadAndVerify(browser: Browser, page: Page, noun: string, valid: string) {
  const status = page.locator('.transaction-summary').getByText('RELEASED', { exact: true });
  await expect(async () => {
    await page.reload();
    await expect(status).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download ${noun}` }).click(),
  ]);
  const url = await readPdfQr(new Uint8Array(await readFile(await download.path())));
  expect(url).toMatch(/\/verify\/[\w-]{20}$/);
  const stranger = await browser.newContext({
    viewport: { width: 320, height: 640 },
    isMobile: true,
    hasTouch: true,
  });
  const scanner = await stranger.newPage();
  await scanner.goto(url ?? '');
  await expect(scanner.getByText(valid)).toBeVisible();
  await expectNoSidewaysScroll(scanner);
  await expectAccessible(scanner);
  await stranger.close();
  return download.suggestedFilename();
}

/** A peso amount (centavos) as the portal shows it: ₱7,686.00. */
export const pesos = (centavos: number) =>
  `₱${(centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The month in Manila (1–12): §9's interest counts it from March. */
export const manilaMonth = () =>
  Number(new Intl.DateTimeFormat('en', { month: 'numeric', timeZone: 'Asia/Manila' }).format(new Date()));
