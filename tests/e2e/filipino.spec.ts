import { expect, test } from '@playwright/test';
import { BIN_FILIPINO, BIN_FILIPINO_RETRY, YEAR } from './business-tax-steps';
import { expectAccessible } from './expect-accessible';
import { openAsNewResident, PASSWORD } from './new-account';
import { expectNoEnglish } from './untranslated-words';
import { retryMobile } from './retry-mobile';
import { retryTwin } from './retry-twin';

test('a Filipino journey (switch language → sign in → pay a bill) with screenshots checked for untranslated text', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Sign-up, a profile, a payment and screenshots: 42 s on a loaded 2-core machine, near the 60 s default.
  test.setTimeout(120_000);
  // completeProfile finds its fields by their English labels, so the new resident completes the
  // profile in English in a browser of their own first; this one starts signed out.
  const mobile = retryMobile('639181240001');
  const english = await browser.newContext();
  await openAsNewResident(await english.newPage(), request, mobile);
  await english.close();

  await page.goto('/');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Filipino' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Mag-login', exact: true }),
  ).toBeVisible();
  await expectNoEnglish(page, testInfo, '1 landing page in Filipino');

  await page.getByRole('banner').getByRole('button', { name: 'Mag-login', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Mag-login', exact: true });
  await login.getByRole('tab', { name: 'Numero ng Mobile', exact: true }).click();
  await login.getByRole('textbox', { name: 'Numero ng Mobile', exact: true }).fill(mobile.slice(2));
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expectNoEnglish(page, testInfo, '2 login');
  await login.getByRole('button', { name: 'Mag-login', exact: true }).click();
  await expect(page.getByRole('button', { name: /Menu ng account ni/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expectNoEnglish(page, testInfo, '3 signed in');

  await page
    .getByRole('navigation', { name: 'Pangunahing menu' })
    .getByRole('button', { name: /E-Government|E-Gobyerno/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Pumili ng Transaksyon' });
  await expectNoEnglish(page, testInfo, '4 select transaction');
  await dialog.getByRole('button', { name: /Buwis sa Negosyo|Business Tax/ }).click();
  // The type by its Filipino name (§3 description_filipino), not RENEWAL (issue 30).
  await dialog.getByLabel('Uri ng Transaksyon').selectOption({ label: 'Pagpapanibago' });
  const bin = dialog.getByLabel('Business Identification Number (BIN)');
  const reserved = retryTwin(BIN_FILIPINO, BIN_FILIPINO_RETRY);
  await bin.pressSequentially(reserved.replace(/-/g, ''));
  await expect(bin).toHaveValue(reserved);
  await dialog.getByLabel('Taon').selectOption(String(YEAR));
  await dialog.getByLabel('Panahon').selectOption({ label: 'ika-2' });
  await expectNoEnglish(page, testInfo, '5 business tax search');
  await dialog.getByRole('button', { name: 'Maghanap' }).click();
  const bill = dialog.getByRole('table', { name: 'Bill ng business tax' });
  await expect(bill.getByRole('cell', { name: reserved })).toBeVisible();
  await expect(dialog.getByText(/^ika-2 na quarter: ₱[\d,]+\.\d\d$/)).toBeVisible();
  await dialog.getByLabel('Valid ID na Ipapakita').selectOption('PASSPORT');
  await expectNoEnglish(page, testInfo, '6 the bill');
  await expectAccessible(page);

  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Bayaran', exact: true }).click(),
  ]);
  await expect(page).toHaveURL(/\/success-page\?transaction_id=\d+$/);
  await expect(page.getByText(/Tapusin ang pagbabayad sa payment window/)).toBeVisible();
  await expectNoEnglish(page, testInfo, '7 waiting for the payment window');
  // The sandbox gateway is the payment provider's page, in its own language.
  await popup.getByRole('button', { name: 'Pay', exact: true }).click();
  await popup.waitForEvent('close');

  await expect(page.getByRole('heading', { level: 1, name: 'Matagumpay ang Pagbabayad' })).toBeVisible();
  await expectNoEnglish(page, testInfo, '8 payment successful');
  await expectAccessible(page);
});
