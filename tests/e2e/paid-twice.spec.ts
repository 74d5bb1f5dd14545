import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  BIN_THIS_YEAR_SHARED,
  BIN_THIS_YEAR_SHARED_RETRY,
  findBill,
  openBusinessTax,
  YEAR,
} from './business-tax-steps';
import { expectAccessible } from './expect-accessible';
import { openAsNewResident } from './new-account';
import { retryMobile } from './retry-mobile';
import { retryTwin } from './retry-twin';

/** A signed-in resident with a complete profile, in a browser of their own. */
async function resident(browser: Browser, mobile: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openAsNewResident(page, context.request, mobile);
  return page;
}

const BEING_PAID = /Someone started paying this bill and has not finished/;

/**
 * Finds the bill and presses Pay; returns the gateway's window, not yet paid. `beingPaid`: the
 * screen says before Pay that someone else's payment of it is under way (issue 25).
 */
async function openCheckout(page: Page, beingPaid: boolean) {
  const dialog = await openBusinessTax(page);
  await findBill(page, dialog, retryTwin(BIN_THIS_YEAR_SHARED, BIN_THIS_YEAR_SHARED_RETRY), YEAR, '3rd');
  await expect(dialog.getByText(BEING_PAID)).toHaveCount(beingPaid ? 1 : 0);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Pay' }).click(),
  ]);
  await expect(popup).toHaveURL(/\/sandbox\/checkout\//);
  return popup;
}

async function payAndClose(popup: Page) {
  await popup.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(popup.getByText('You can close this window now.')).toBeVisible();
  await popup.waitForEvent('close');
}

test('the owner and the bookkeeper both pay one quarter: one receipt, the second payment refunded automatically', async ({
  browser,
}) => {
  // Two people sign up and pay in turn: 47–54 s on a loaded 2-core machine, past the default 60 s.
  test.setTimeout(120_000);
  const owner = await resident(browser, retryMobile('639181230001'));
  const bookkeeper = await resident(browser, retryMobile('639181230002'));
  // Both find the bill unpaid and open the gateway before either pays.
  const ownersGateway = await openCheckout(owner, false);
  const bookkeepersGateway = await openCheckout(bookkeeper, true);

  await payAndClose(ownersGateway);
  await expect(owner.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();

  await payAndClose(bookkeepersGateway);
  await expect(bookkeeper.getByRole('heading', { level: 1, name: 'Payment Not Applied' })).toBeVisible();
  await expect(
    bookkeeper.getByText(/could not be applied to this bill, so no receipt was issued/),
  ).toBeVisible();
  await expectAccessible(bookkeeper);

  await bookkeeper.getByRole('link', { name: 'View Transaction' }).click();
  const summary = bookkeeper.locator('.transaction-summary');
  // An unambiguous duplicate: returned through the gateway at once, no one to approve it.
  await expect(summary.getByText('PROCESSING REFUND', { exact: true })).toBeVisible();
  await expect(summary.locator('dt:text-is("OR Number") + dd')).toHaveText('Not issued');
  const held = bookkeeper.getByRole('region', { name: 'Payments to be refunded' });
  await expect(held).toContainText('already been paid');
  await expect(held).toContainText(/Refunded on .* to the account you paid from/);
  await expect(bookkeeper.getByRole('button', { name: 'Download Receipt' })).toHaveCount(0);
  await expectAccessible(bookkeeper);
});
