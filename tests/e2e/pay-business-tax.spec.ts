import { expect, test } from '@playwright/test';
import {
  BIN_PAST_YEARS,
  BIN_PAST_YEARS_RETRY,
  BIN_THIS_YEAR,
  BIN_THIS_YEAR_RETRY,
  checkoutAmount,
  findBill,
  openBusinessTax,
  shownTotal,
  YEAR,
} from './business-tax-steps';
import { expectAccessible } from './expect-accessible';
import { openAsNewResident } from './new-account';
import { expectPaidWithReceipt } from './paid-with-receipt';
import { retryMobile } from './retry-mobile';
import { retryTwin } from './retry-twin';

test('a resident pays this year’s business tax through the gateway popup and downloads the receipt', async ({
  page,
  request,
}) => {
  await openAsNewResident(page, request, retryMobile('639181220001'));

  const dialog = await openBusinessTax(page);
  await findBill(page, dialog, retryTwin(BIN_THIS_YEAR, BIN_THIS_YEAR_RETRY), YEAR, '2nd');
  await expect(dialog.getByText(/A convenience fee of ₱\d/)).toBeVisible();
  // The bill's ₱3,750.00 and the fee: the total shown is the total the gateway charges (issue 25).
  const shown = await shownTotal(dialog);
  expect(shown).toBe('₱3,775.00');

  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Pay' }).click(),
  ]);
  await expect(page.getByText('Redirecting to Payment Gateway...')).toBeVisible();
  await expect(page).toHaveURL(/\/success-page\?transaction_id=\d+$/);
  await expect(page.getByText(/Complete your payment in the payment window/)).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([775, 675]);

  await expect(popup).toHaveURL(/\/sandbox\/checkout\//);
  expect(await checkoutAmount(popup)).toBe(shown);
  await expectAccessible(popup);
  await popup.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(popup.getByText('You can close this window now.')).toBeVisible();
  await popup.waitForEvent('close');

  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
  await expectAccessible(page);

  // The history, from the profile menu: PAID with a receipt number, and the receipt.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Transaction History' }).click();
  const history = page.getByRole('table', { name: 'Your transactions' });
  const row = history.getByRole('row').filter({ hasText: 'PAID' });
  await expect(row).toHaveCount(1);
  await expectAccessible(page);
  await row.getByRole('link', { name: /^View / }).click();
  await expectPaidWithReceipt(page);
});

test.describe('on a phone 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the gateway opens in /pgi instead of a popup and returns to the success page', async ({
    page,
    request,
  }) => {
    await openAsNewResident(page, request, retryMobile('639181220002'));

    const dialog = await openBusinessTax(page, { phone: true });
    await findBill(
      page,
      dialog,
      retryTwin(BIN_PAST_YEARS, BIN_PAST_YEARS_RETRY),
      YEAR - 1,
      '4th (whole year)',
    );
    const shown = await shownTotal(dialog);
    let popups = 0;
    page.on('popup', () => popups++);
    await dialog.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/pgi\?url=/);
    await expect(page.getByRole('button', { name: 'Back to Home' })).toBeVisible();
    const gateway = page.frameLocator('iframe[title="Payment gateway"]');
    await expect(gateway.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
    expect(await checkoutAmount(gateway)).toBe(shown);
    await expectAccessible(page);
    await gateway.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(/\/success-page\?transaction_id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    expect(popups).toBe(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'View Transaction' }).click();
    await expectPaidWithReceipt(page);
  });
});
