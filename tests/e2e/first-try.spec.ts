import { expect, test } from '@playwright/test';
import { BIN_NEVER_PAID, findBill, openBusinessTax, YEAR } from './business-tax-steps';
import { expectAccessible } from './expect-accessible';
import { createAccount, openAsNewResident, openSignedIn, PASSWORD } from './new-account';
import { expectNoSidewaysScroll } from './no-sideways-scroll';
import { retryMobile } from './retry-mobile';
import { untilWorkerControls } from './service-worker';

// Issue 30: what a newcomer, an operator or a resident on a phone meets on a first try.

test('the README’s way in: the dev outbox shows the sign-up code in the browser, even once the app is installed', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await untilWorkerControls(page);
  const mobile = retryMobile('639181300061');
  await createAccount(request, mobile);
  await page.goto(`/dev/outbox?to=${mobile}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await expect(page.getByText(/verification code is \d{6}/)).toBeVisible();
  await expect(page.getByText('Page not found')).toHaveCount(0);
});

test('signed in, every home card does what its name says; the others are not shown', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAsNewResident(page, request, retryMobile('639181300011'));
  const cards = page.getByRole('list', { name: 'Services' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const names = await cards.locator('h3').allTextContents();
  // Nothing behind them yet in the demo: left out rather than shown doing nothing or "Soon".
  for (const gone of ['E-Bills', 'E-Commerce', 'E-Inquiry', 'E-Government and E-Services', 'E-MRID'])
    expect(names).not.toContain(gone);
  // Every card left is a control.
  for (const card of await cards.all()) await expect(card.locator('a, button')).toHaveCount(1);
  await expectAccessible(page);

  for (const name of ['E-Government', 'E-Services', 'E-Payments']) {
    await cards.getByRole('button', { name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Transaction' });
    await expect(dialog.getByRole('heading', { name: 'E-Services' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  await cards.getByRole('button', { name: 'E-Help', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'How can we help?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await cards.getByRole('link', { name: 'E-News', exact: true }).click();
  await expect(page).toHaveURL(/\/news$/);
  await page.goBack();
  await cards.getByRole('link', { name: 'E-Wallet', exact: true }).click();
  await expect(page).toHaveURL(/\/e-wallet\/cash-in$/);
  await expect(page.getByRole('heading', { level: 1, name: 'E-Wallet' })).toBeFocused();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pay a bill' }).click();
  await expect(page.getByRole('dialog', { name: 'Select Transaction' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The unpaid and expired bills: a page of its own, without the header (§2.3).
  await page.getByRole('link', { name: 'Your unpaid and expired bills' }).click();
  await expect(page).toHaveURL(/\/regenerate-bills$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your unpaid and expired bills' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByText('You have no unpaid or expired bills.')).toBeVisible();
  await expectAccessible(page);
});

test('the unpaid bills list a bill left unpaid, with the way to pay it', async ({ page, request }) => {
  await openAsNewResident(page, request, retryMobile('639181300021'));
  const dialog = await openBusinessTax(page);
  await findBill(page, dialog, BIN_NEVER_PAID, YEAR - 1, '1st');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Pay' }).click(),
  ]);
  await popup.close();
  await page.goto('/regenerate-bills');
  const bill = page.getByRole('article').filter({ hasText: 'BIN 101-01-0001-0000009' });
  await expect(bill).toBeVisible();
  await bill.getByRole('link', { name: /^Pay or view BYN-/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Details' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();
});

test('signed out, /e-help is a public page whose topics ask for a sign-in', async ({ page }) => {
  await page.goto('/e-help');
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Report an Incident' }).click();
  await expect(page).toHaveURL(/\/e-help\/report-incident$/);
  // The Login dialog, or the header's Login while it opens: both may be on screen at once.
  await expect(
    page
      .getByRole('dialog', { name: 'Login' })
      .or(page.getByRole('button', { name: /Login/ }))
      .first(),
  ).toBeVisible();
});

test('with the network down while the phone still says online, a search says it is the connection', async ({
  page,
  request,
}) => {
  await openAsNewResident(page, request, retryMobile('639181300031'));
  const dialog = await openBusinessTax(page);
  const bin = dialog.getByLabel('Business Identification Number (BIN)');
  await bin.pressSequentially(BIN_NEVER_PAID.replace(/-/g, ''));
  await dialog.getByLabel('Year').selectOption(String(YEAR - 1));
  await dialog.getByLabel('Period').selectOption({ label: '1st' });
  // No answer from anywhere, and navigator.onLine stays true (no load, a captive Wi-Fi).
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(
    page.getByText('No internet connection. Check your connection and try again.').first(),
  ).toBeVisible();
  await expect(page.getByText('Oops! Something went wrong')).toHaveCount(0);
});

test('the TIN is dashed as typed, the 12-digit form of the card is taken and kept in one form', async ({
  page,
  request,
}) => {
  await openAsNewResident(page, request, retryMobile('639181300041'));
  await page.goto('/profile-edit');
  const tin = page.getByLabel('TIN', { exact: true });
  await tin.pressSequentially('123456789000');
  await expect(tin).toHaveValue('123-456-789-000');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Updated!')).toBeVisible();
  await page.goto('/profile-edit');
  await expect(page.getByLabel('TIN', { exact: true })).toHaveValue('123-456-789-00000');
});

test('a password changed on one phone ends the other’s session, which says why', async ({
  page,
  browser,
  request,
}) => {
  const mobile = retryMobile('639181300051');
  await openAsNewResident(page, request, mobile);
  // The other phone signed in on its own: a session of its own.
  const signedIn = await request.post('/api/v1/taxpayer/authenticate', {
    data: {
      mobile_number: mobile,
      password: PASSWORD,
      login_type: 'credentials',
      profile_type: 'taxpayer',
      recaptcha: 'dev-bot-check',
    },
  });
  expect(signedIn.status()).toBe(200);
  const token = ((await signedIn.json()) as { data: { attributes: { token: string } } }).data.attributes
    .token;
  const other = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  });
  const phone = await other.newPage();
  await openSignedIn(phone, token);

  // On this one: change it beside the security settings.
  await page.goto('/profile-edit');
  await page.getByLabel('Current Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('New Password', { exact: true }).fill('Bagong#Simula2027');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Bagong#Simula2027');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password successfully changed')).toBeVisible();

  // The other phone's next page: told why, not "Service unavailable".
  await phone.goto('/transaction-history');
  await expect(
    phone.getByRole('heading', { level: 1, name: 'Your session ended because the password was changed' }),
  ).toBeVisible();
  await expect(phone.getByText(/Service unavailable/i)).toHaveCount(0);
  await other.close();
});

test('news read online can be read again offline', async ({ page, context }) => {
  await page.goto('/');
  await untilWorkerControls(page);
  await page.goto('/articles/1');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  const heading = (await title.textContent()) ?? '';
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'E-News' })).toBeVisible();
  await context.setOffline(true);
  await page.goto('/articles/1');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.goto('/news');
  await expect(page.getByRole('link', { name: heading }).first()).toBeVisible();
  await context.setOffline(false);
});
