import { expect, test } from '@playwright/test';
import { BIN_PAY_AGAIN, BIN_PAY_AGAIN_RETRY, findBill, openBusinessTax, YEAR } from './business-tax-steps';
import { expectAccessible } from './expect-accessible';
import { openAsNewResident, PASSWORD } from './new-account';
import { retryMobile } from './retry-mobile';
import { retryTwin } from './retry-twin';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a payment that failed at the gateway is paid again with Pay Now, and a signed-out deep link comes back after signing in', async ({
  page,
  request,
}) => {
  const mobile = retryMobile('639181220031');
  await openAsNewResident(page, request, mobile);

  // Pay, then fail at the gateway (the /pgi frame on a phone).
  const dialog = await openBusinessTax(page, { phone: true });
  await findBill(page, dialog, retryTwin(BIN_PAY_AGAIN, BIN_PAY_AGAIN_RETRY), YEAR, '4th (whole year)');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/pgi\?url=/);
  let gateway = page.frameLocator('iframe[title="Payment gateway"]');
  await gateway.getByRole('button', { name: 'Fail', exact: true }).click();

  // The success page tells the truth, and offers to pay again.
  await expect(page).toHaveURL(/\/success-page\?transaction_id=\d+$/);
  const id = /transaction_id=(\d+)/.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toHaveCount(0);
  await expectAccessible(page);

  // The transaction's own page offers Pay Now too; this time the payment goes through.
  await page.getByRole('link', { name: 'View Transaction' }).click();
  await expect(
    page.locator('.transaction-summary').getByText('PAYMENT FAILED', { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/pgi\?url=/);
  gateway = page.frameLocator('iframe[title="Payment gateway"]');
  await gateway.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/transaction-history/${id}$`));
  await expect(page.locator('.transaction-summary').getByText('PAID', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);

  // Signed out, the transaction's address asks to sign in, then comes back to it.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/transaction-history/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible();
  const login = page.getByRole('dialog', { name: 'Login', exact: true });
  await expect(login).toBeVisible();
  await login.getByRole('tab', { name: 'Mobile Number', exact: true }).click();
  await login.getByRole('textbox', { name: 'Mobile Number', exact: true }).fill(mobile.slice(2));
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/transaction-history/${id}$`));
  await expect(page.locator('.transaction-summary').getByText('PAID', { exact: true })).toBeVisible();
  await expectAccessible(page);
});
