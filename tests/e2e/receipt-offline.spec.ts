import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { BIN_RECEIPT, BIN_RECEIPT_RETRY, findBill, openBusinessTax, YEAR } from './business-tax-steps';
import { openAsNewResident } from './new-account';
import { retryMobile } from './retry-mobile';
import { retryTwin } from './retry-twin';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// Pays BIN_RECEIPT's 2nd–4th quarters (its retry, BIN_RECEIPT_RETRY's): no other journey pays that bill.
test('a receipt downloaded once is saved again offline, on the transaction read offline', async ({
  page,
  context,
  request,
}) => {
  await openAsNewResident(page, request, retryMobile('639181220052'));
  const dialog = await openBusinessTax(page, { phone: true });
  await findBill(page, dialog, retryTwin(BIN_RECEIPT, BIN_RECEIPT_RETRY), YEAR, '4th (whole year)');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/pgi\?url=/);
  await page
    .frameLocator('iframe[title="Payment gateway"]')
    .getByRole('button', { name: 'Pay', exact: true })
    .click();
  await expect(page).toHaveURL(/\/success-page\?transaction_id=\d+$/);
  await page.getByRole('link', { name: 'View Transaction' }).click();
  const summary = page.locator('.transaction-summary');
  await expect(summary.getByText('PAID', { exact: true })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  const download = async () => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Receipt' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    return readFile(await file.path());
  };
  const online = await download();
  expect(online.subarray(0, 5).toString()).toBe('%PDF-');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: /^No internet connection\./ })).toBeVisible();
  await expect(summary.getByText('PAID', { exact: true })).toBeVisible();
  expect((await download()).equals(online)).toBe(true);
  await context.setOffline(false);
});
