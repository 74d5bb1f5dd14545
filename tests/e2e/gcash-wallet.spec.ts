import { DEMO_BINS } from '../../server/src/db/seed/demo-btax-bills';
import { resolve } from 'node:path';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { findBill, shownTotal, YEAR } from './business-tax-steps';
import { expectAccessible } from './expect-accessible';
import { readOutbox, sendCode, typeCode } from './mfa-steps';
import { openAsNewResident, PASSWORD } from './new-account';
import { retryMobile } from './retry-mobile';
import { retryTwin } from './retry-twin';

// Demo BINs of the seed paid (and cancelled) by these journeys only (README, "Demo data"), and
// their twins for a retry (the first try paid the bill, or left a checkout of it open).
const BIN_WALLET = DEMO_BINS.apiQuarterlyWallet;
const BIN_WALLET_RETRY = DEMO_BINS.apiQuarterlyWalletRetry;
const BIN_WALLET_CANCEL = DEMO_BINS.apiQuarterlyWalletCancel;
const BIN_WALLET_CANCEL_RETRY = DEMO_BINS.apiQuarterlyWalletCancelRetry;

interface HostMessage {
  direction: 'page→shell' | 'shell→page';
  message: { type: string; redirectionUrl?: string; resultCode?: string; authCode?: string };
}

/**
 * Opens the portal the way the GCash mini-program does: the host simulator, which the running
 * portal serves beside its wallet sandbox (as the README says to try it), embeds it in its
 * web-view and injects the wallet's `my`.
 */
async function openInWallet(page: Page, mobile: string, name: string): Promise<FrameLocator> {
  await page.goto(
    `/sandbox/gcash/host-simulator/index.html?mobile=${mobile}&name=${encodeURIComponent(name)}`,
  );
  return page.frameLocator('#web-view');
}

const hostLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { hostSimulator: { log: HostMessage[] } }).hostSimulator.log);

/** Signed in by the wallet alone: the shell was asked for a code and the wallet home greets by name. */
async function expectSignedInByWallet(page: Page, app: FrameLocator, firstName: string) {
  await expect(app.getByRole('heading', { level: 1, name: `Welcome, ${firstName}` })).toBeVisible();
  const log = await hostLog(page);
  expect(log.map((m) => `${m.direction} ${m.message.type}`)).toEqual([
    'page→shell auth',
    'shell→page auth_code',
  ]);
  await expectAccessible(page);
}

/** E-Government asks for the rest of the profile first (§4); the wallet gave the names and number. */
async function completeProfileAndOpenBusinessTax(page: Page, app: FrameLocator) {
  await app.locator('.wallet-home').getByRole('button', { name: 'E-Government' }).click();
  await expect(app.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  await app.getByLabel('Photo').setInputFiles(resolve('public/icons/icon-192.png'));
  await expect(app.getByRole('img', { name: 'Your current profile' })).toBeVisible();
  await app.getByLabel('Date of Birth').fill('1990-06-12');
  const birth = app.getByRole('group', { name: 'Place of birth' });
  await birth.getByLabel('Region').selectOption({ label: 'Region IV-A (CALABARZON)' });
  await birth.getByLabel('Province').selectOption({ label: 'Laguna' });
  await birth.getByLabel('City / Municipality').selectOption({ label: 'Bayan Demo City' });
  await app.getByRole('button', { name: 'Save Profile' }).click();
  await expect(app.getByText('Updated!')).toBeVisible();
  // The menu toggle of a wallet-login user goes to /gcash, the wallet home (§2.3).
  await app.getByRole('link', { name: 'Open menu' }).click();
  await expect(app.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await app.locator('.wallet-home').getByRole('button', { name: 'E-Government' }).click();
  const dialog = app.getByRole('dialog', { name: 'Select Transaction' });
  await dialog.getByRole('button', { name: /Business Tax/ }).click();
  await dialog.getByLabel('Transaction Type').selectOption({ label: 'RENEWAL' });
  return dialog;
}

/**
 * Pay with GCASH: the redirection URL goes to the host (no popup), and the page waits for GCash.
 * Before it, the wallet's quote (no fee note, §6, but its figures: issue 25); the cashier's
 * checkout charges exactly the total shown.
 */
async function payWithGcash(page: Page, app: FrameLocator, dialog: ReturnType<FrameLocator['getByRole']>) {
  await expect(dialog.getByText(/convenience fee/)).toHaveCount(0);
  // The bill's ₱3,750.00 and the wallet's own fee (WALLET_CONVENIENCE_FEE=15.00 in these journeys).
  const shown = await shownTotal(dialog);
  expect(shown).toBe('₱3,765.00');
  let popups = 0;
  page.on('popup', () => popups++);
  await dialog.getByRole('button', { name: 'Pay with GCASH' }).click();
  await expect(app.getByText(/Complete your payment in GCash/)).toBeVisible();
  const cashier = page.getByRole('region', { name: /GCash cashier/ });
  await expect(cashier).toBeVisible();
  // One payment message to the shell, carrying the cashier's address (the page opens nothing).
  const payments = (await hostLog(page)).filter((m) => m.message.type === 'payment');
  expect(payments).toHaveLength(1);
  const payment = payments[0];
  expect(payment?.message.redirectionUrl).toMatch(/\/sandbox\/checkout\/[\w-]+$/);
  await expect(cashier.getByText(payment?.message.redirectionUrl ?? '-')).toBeVisible();
  // The checkout the wallet's cashier pays, as the gateway's own page shows it.
  const checkout = await page.request.get(payment?.message.redirectionUrl ?? '-');
  expect(/<h1>Pay (₱[\d,]+\.\d\d)<\/h1>/.exec(await checkout.text())?.[1]).toBe(shown);
  // Nothing is paid until the server says so: not before the wallet has even decided.
  await expect(app.getByRole('heading', { level: 1, name: 'Payment Successful' })).toHaveCount(0);
  expect(popups).toBe(0);
  return cashier;
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('inside GCash a new user is signed in without typing, pays a business tax bill with GCASH, and sees PAID once the server has it', async ({
  page,
}) => {
  const app = await openInWallet(page, retryMobile('639181500101'), 'Lorna Villanueva');
  await expectSignedInByWallet(page, app, 'LORNA');

  const dialog = await completeProfileAndOpenBusinessTax(page, app);
  await findBill(page, dialog, retryTwin(BIN_WALLET, BIN_WALLET_RETRY), YEAR, '2nd');
  const cashier = await payWithGcash(page, app, dialog);

  await cashier.getByRole('button', { name: 'Pay with GCash' }).click();
  await expect(app.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
  expect((await hostLog(page)).at(-1)?.message).toEqual({ type: 'payment_result', resultCode: '9000' });
  await expectAccessible(page);
  await app.getByRole('link', { name: 'View Transaction' }).click();
  await expect(app.getByRole('heading', { level: 1, name: 'Transaction Details' })).toBeVisible();
  await expect(app.locator('.transaction-summary').getByText('PAID', { exact: true })).toBeVisible();
});

test('inside GCash a payment the payer cancels in the wallet stays unpaid, with Pay Now', async ({
  page,
}) => {
  const app = await openInWallet(page, retryMobile('639181500102'), 'Andres Bonifacio Cruz');
  await expectSignedInByWallet(page, app, 'ANDRES BONIFACIO');

  const dialog = await completeProfileAndOpenBusinessTax(page, app);
  await findBill(page, dialog, retryTwin(BIN_WALLET_CANCEL, BIN_WALLET_CANCEL_RETRY), YEAR, '2nd');
  const cashier = await payWithGcash(page, app, dialog);

  await cashier.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(app.getByRole('heading', { level: 1, name: 'Payment Not Completed' })).toBeVisible();
  expect((await hostLog(page)).at(-1)?.message).toEqual({ type: 'payment_result', resultCode: '6001' });
  await expect(app.getByRole('button', { name: /Pay Now|Pay with GCASH/ })).toBeVisible();
  await expect(app.getByText('PAID', { exact: true })).toHaveCount(0);
  await expectAccessible(page);
});

test('inside GCash, linking an existing account that has 2-step verification asks for its second factor after the password (issue 25)', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const mobile = retryMobile('639181500103');
  // A resident of the portal (profile complete, in a browser of their own: the portal's service
  // worker would answer the simulator's page there) who turned SMS 2-step verification on.
  const portal = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const token = await openAsNewResident(await portal.newPage(), request, mobile);
  await portal.close();
  const bearer = { Authorization: `Bearer ${token}` };
  const bot = { recaptcha: 'dev-bot-check' };
  const reauth = await request.post('/api/v1/taxpayers/reauthenticate', {
    headers: bearer,
    data: { password: PASSWORD, ...bot },
  });
  expect(reauth.status()).toBe(200);
  const smsOn = await request.put('/api/v1/taxpayers/mfa_settings', {
    headers: bearer,
    data: { mfa_type: 'sms_otp', enabled: 1, ...bot },
  });
  expect(smsOn.status()).toBe(200);

  // The same person opens Bayan from GCash: the number has an account, so it asks to link it.
  const app = await openInWallet(page, mobile, 'Maria Santos');
  await expect(app.getByRole('heading', { level: 2, name: 'Link GCash to your account' })).toBeVisible();
  await app.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await app.getByRole('button', { name: 'Link and sign in', exact: true }).click();

  // Not signed in yet: the account's second factor, as at any password sign-in.
  const dialog = app.getByRole('dialog', { name: 'Multi-Factor Authentication' });
  await expect(dialog.getByText(/We will send a 6-digit code by SMS to/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expectAccessible(page);
  const sentAt = await sendCode(dialog, page);
  await typeCode(dialog, page, await readOutbox(request, mobile, /sign-in code is (\d{6})/, sentAt));
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  // Linked and signed in: the wallet home of a wallet-login account.
  await expect(app.getByRole('heading', { level: 1, name: 'Welcome, MARIA' })).toBeVisible();

  // The next time (a fresh web-view: the portal's service worker now answers this page's
  // origin, simulator included), GCash signs straight in as that account.
  const next = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const again = await next.newPage();
  await expectSignedInByWallet(again, await openInWallet(again, mobile, 'Maria Santos'), 'MARIA');
  await next.close();
});
