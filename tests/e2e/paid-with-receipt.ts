import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { readPdfQr } from '../../server/src/documents/pdf/pdf-qr-test-kit';
import { expectAccessible } from './expect-accessible';

/**
 * On a transaction's page: it shows PAID with an OR number, and its e-receipt downloads as a PDF
 * whose QR code leads to its verification page (answered: the address it opens).
 */
export async function expectPaidWithReceipt(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Details' })).toBeVisible();
  const summary = page.locator('.transaction-summary');
  await expect(summary.getByText('PAID', { exact: true })).toBeVisible();
  const orNumber = summary.locator('dt:text-is("OR Number") + dd');
  await expect(orNumber).not.toHaveText('Issued once paid');
  await expect(orNumber).toHaveText(/\S+/);
  await expectAccessible(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Receipt' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const verifyUrl = await readPdfQr(new Uint8Array(bytes));
  expect(verifyUrl).toMatch(/\/verify\/[\w-]{20}$/);
  return verifyUrl ?? '';
}
