import { expect, test } from '@playwright/test';
import { BIN_KEYBOARD, BIN_KEYBOARD_RETRY, YEAR } from './business-tax-steps';
import { signInByKeyboard, tabTo } from './keyboard-focus';
import { openAsNewResident, PASSWORD } from './new-account';
import { retryMobile } from './retry-mobile';
import { retryTwin } from './retry-twin';

// Issue 13, Accessibility: signing in and paying a bill with the keyboard alone (no click).
test('a resident signs in and pays business tax using only the keyboard, focus always visible', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const mobile = retryMobile('639181270001');
  const reserved = retryTwin(BIN_KEYBOARD, BIN_KEYBOARD_RETRY);
  // Setting up the account (a photo upload) is not the journey under test.
  await openAsNewResident(page, request, mobile);
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto('/');

  const keys = page.keyboard;
  const account = await signInByKeyboard(page, mobile, PASSWORD);

  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'E-Government' }),
  );
  await keys.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Select Transaction' });
  await tabTo(page, dialog.getByRole('button', { name: /Business Tax/ }));
  await keys.press('Enter');
  const type = dialog.getByLabel('Transaction Type');
  await tabTo(page, type);
  await keys.type('RENEWAL');
  await expect(type.locator('option:checked')).toHaveText('RENEWAL');

  const bin = dialog.getByLabel('Business Identification Number (BIN)');
  await tabTo(page, bin);
  await keys.type(reserved.replace(/-/g, ''));
  await expect(bin).toHaveValue(reserved);
  const year = dialog.getByLabel('Year');
  await tabTo(page, year);
  await keys.type(String(YEAR));
  await expect(year).toHaveValue(String(YEAR));
  const period = dialog.getByLabel('Period');
  await tabTo(page, period);
  await keys.type('3rd');
  await expect(period.locator('option:checked')).toHaveText('3rd');
  await tabTo(page, dialog.getByRole('button', { name: 'Search' }));
  await keys.press('Enter');
  await expect(dialog.getByRole('table', { name: 'Business tax bill' })).toBeVisible();

  const id = dialog.getByLabel('Valid ID to Present');
  await tabTo(page, id);
  // Arrow keys move through a closed select's options (Chromium on Linux and Windows).
  while ((await id.inputValue()) !== 'PASSPORT') await keys.press('ArrowDown');
  await tabTo(page, dialog.getByRole('button', { name: 'Pay' }));
  const [popup] = await Promise.all([page.waitForEvent('popup'), keys.press('Enter')]);

  await expect(popup).toHaveURL(/\/sandbox\/checkout\//);
  await tabTo(popup, popup.getByRole('button', { name: 'Pay', exact: true }));
  await popup.keyboard.press('Enter');
  await popup.waitForEvent('close');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
  // After paying, focus is on the outcome's heading, not the header's E-Government (issue 30).
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeFocused();

  // On to the transaction, and Shift+Tab back up to the header as visibly.
  const view = page.getByRole('link', { name: 'View Transaction' });
  await tabTo(page, view);
  await tabTo(page, account, { back: true });
  await tabTo(page, view);
  await keys.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Details' })).toBeFocused();
});
