import { expect, test } from '@playwright/test';
import {
  BIN_NEVER_PAID,
  checkoutAmount,
  findBill,
  openBusinessTax,
  shownTotal,
  YEAR,
} from './business-tax-steps';
import { expectAccessible } from './expect-accessible';
import { openAsNewResident } from './new-account';
import { retryMobile } from './retry-mobile';

// Issue 25: cancelling a transaction once left its checkout open, and paying that old checkout
// turned CANCELLED into PAID with a receipt. The cancel now closes the checkout at the gateway.
test('a resident cancels a transaction while its checkout is open: the old checkout can no longer be paid', async ({
  page,
  request,
}) => {
  await openAsNewResident(page, request, retryMobile('639181960001'));

  // Pay opens the gateway's checkout in a popup; the payer leaves it open, unpaid.
  const dialog = await openBusinessTax(page);
  // BIN_NEVER_PAID: no journey pays it, so it is unpaid whatever ran before.
  await findBill(page, dialog, BIN_NEVER_PAID, YEAR - 1, '1st');
  const shown = await shownTotal(dialog);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Pay' }).click(),
  ]);
  await expect(page).toHaveURL(/\/success-page\?transaction_id=\d+$/);
  const id = /transaction_id=(\d+)/.exec(page.url())?.[1] ?? '';
  await expect(popup).toHaveURL(/\/sandbox\/checkout\//);
  const checkoutUrl = popup.url();
  expect(await checkoutAmount(popup)).toBe(shown);
  await expect(popup.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();

  // Meanwhile, in the portal, the transaction is cancelled.
  await page.goto(`/transaction-history/${id}`);
  const summary = page.locator('.transaction-summary');
  await page.getByRole('button', { name: 'Cancel Transaction' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(summary.getByText('CANCELLED', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);

  // The checkout page still on screen takes the Pay press, but the gateway closed the checkout:
  // nothing is charged, and the transaction stays CANCELLED without a receipt.
  await popup.getByRole('button', { name: 'Pay', exact: true }).click();
  await popup.waitForEvent('close');
  await page.reload();
  await expect(summary.getByText('CANCELLED', { exact: true })).toBeVisible();
  await expect(summary.locator('dt:text-is("OR Number") + dd')).not.toHaveText(/^OR-/);
  await expect(page.getByRole('region', { name: 'Payments to be refunded' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download Receipt' })).toHaveCount(0);
  await expectAccessible(page);

  // Opened again, the gateway's page says the checkout is closed and offers no Pay.
  const again = await page.context().newPage();
  await again.goto(checkoutUrl);
  await expect(again.getByRole('status')).toHaveText('This checkout has expired.');
  await expect(again.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
  await expectAccessible(again);
});
