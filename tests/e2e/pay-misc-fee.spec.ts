import { DEMO_SOA_JOURNEY, DEMO_SOA_JOURNEY_RETRY } from '../../server/src/db/seed/demo-soa';
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { checkoutAmount, shownTotal } from './business-tax-steps';
import { expectAccessible } from './expect-accessible';
import { openAsNewResident } from './new-account';
import { retryMobile } from './retry-mobile';
import { retryTwin } from './retry-twin';

// The seed's SOA kept for this journey (server/src/db/seed/demo-soa.ts, README "Demo data"), and
// its twin for a retry (the same payor and amount; the first try paid SOA-2026-000101).
const SOA = { number: DEMO_SOA_JOURNEY.soaNumber, payor: DEMO_SOA_JOURNEY.payorName, amount: '₱2,500.00' };
const SOA_RETRY = { ...SOA, number: DEMO_SOA_JOURNEY_RETRY.soaNumber };

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** E-Government (from the menu drawer) → Miscellaneous Fees → the transaction type. */
async function openMiscFees(page: Page, type: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'E-Government' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Transaction' });
  await dialog.getByRole('button', { name: /Miscellaneous Fees/ }).click();
  await dialog.getByLabel('Transaction Type').selectOption({ label: type });
  return dialog;
}

/** Nothing on the page is wider than the phone. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** The gateway in /pgi (a phone has no popup): pay there, then the success page. */
async function payInPgi(page: Page, shown: string) {
  await expect(page).toHaveURL(/\/pgi\?url=/);
  const gateway = page.frameLocator('iframe[title="Payment gateway"]');
  await expect(gateway.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  // The gateway charges the total shown before Pay Now (issue 25).
  expect(await checkoutAmount(gateway)).toBe(shown);
  await gateway.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/success-page\?transaction_id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
}

/** The transaction shows PAID with an OR number, and its e-receipt downloads as a PDF. */
async function expectPaidWithReceipt(page: Page, description: RegExp) {
  await page.getByRole('link', { name: 'View Transaction' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Details' })).toBeVisible();
  const summary = page.locator('.transaction-summary');
  await expect(summary.getByText('PAID', { exact: true })).toBeVisible();
  await expect(page.getByText(description).first()).toBeVisible();
  const orNumber = summary.locator('dt:text-is("OR Number") + dd');
  await expect(orNumber).not.toHaveText('Issued once paid');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Receipt' }).click(),
  ]);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expectAccessible(page);
}

test('a new resident pays a miscellaneous fee with an image of the Order of Payment', async ({
  page,
  request,
}) => {
  await openAsNewResident(page, request, retryMobile('639181740001'));
  const dialog = await openMiscFees(page, 'MISCELLANEOUS FEE PAYMENT');

  await dialog.getByLabel('Office').selectOption({ label: "City Treasurer's Office" });
  await dialog
    .getByLabel('Fee', { exact: true })
    .selectOption({ label: 'OTHER TREASURY FEES (enter the amount)' });
  const proceed = dialog.getByRole('button', { name: 'Proceed' });
  await expect(proceed).toBeDisabled();
  await dialog.getByLabel('Amount').fill('150.75');
  await dialog.getByLabel('Remarks').pressSequentially('lot 5 block 2');
  await expect(dialog.getByLabel('Remarks')).toHaveValue('LOT 5 BLOCK 2');
  const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
  await dialog
    .getByLabel('Image')
    .setInputFiles({ name: 'order-of-payment.png', mimeType: 'image/png', buffer: image });
  await expect(dialog.getByText('Uploaded: order-of-payment.png')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await proceed.click();

  const summary = dialog.getByRole('region', { name: 'Review your payment' });
  await expect(summary.locator('.summary-list').getByText('₱150.75')).toBeVisible();
  // What Pay Now charges: the amount and the fee, from the server's quote (issue 25).
  const shown = await shownTotal(summary);
  expect(shown).toBe('₱175.75');
  await expect(summary.getByText('LOT 5 BLOCK 2')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await summary.getByRole('button', { name: 'Pay Now' }).click();

  await payInPgi(page, shown);
  await expectPaidWithReceipt(page, /OTHER TREASURY FEES/);
});

test('a new resident verifies a statement of account and pays it after the confirmation', async ({
  page,
  request,
}) => {
  await openAsNewResident(page, request, retryMobile('639181740002'));
  const soa = retryTwin(SOA, SOA_RETRY);
  const dialog = await openMiscFees(page, 'STATEMENT OF ACCOUNT PAYMENT');

  const payNow = dialog.getByRole('button', { name: 'Pay Now' });
  await expect(payNow).toBeDisabled();
  await dialog.getByLabel('SOA Number').fill(soa.number);
  await dialog.getByLabel("Payor's Name").fill(soa.payor);
  await dialog.getByRole('button', { name: 'Verify Details' }).click();
  const details = dialog.getByRole('table', { name: 'Statement of account' });
  await expect(details.getByText(soa.amount)).toBeVisible();
  await expect(details.getByText(soa.payor)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Reverify' })).toBeVisible();
  // What Pay Now charges: the SOA's ₱2,500.00 and the convenience fee (issue 25).
  const shown = await shownTotal(dialog);
  expect(shown).toBe('₱2,525.00');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  await payNow.click();
  const confirm = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirm.getByText(/redirected to the payment portal/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, continue' }).click();

  await payInPgi(page, shown);
  await expectPaidWithReceipt(page, new RegExp(soa.number));
});
