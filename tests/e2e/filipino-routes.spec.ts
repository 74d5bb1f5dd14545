import { expect, test } from '@playwright/test';
import { createUnpaidTransaction } from './business-tax-steps';
import { expectFits } from './no-sideways-scroll';
import { openAsNewResident } from './new-account';
import { retryMobile } from './retry-mobile';
import { expectNoEnglish } from './untranslated-words';

// Issue 30: the same sweep in Filipino — no visible string on any route is left in English (the
// catalogues' English, the data lists' and the transaction types'; proper names and codes aside),
// and nothing scrolls sideways on a phone.
const FILIPINO_SIGNED_OUT = [
  '/',
  '/about',
  '/faq',
  '/privacy-policy',
  '/terms-and-condition',
  '/contact-us',
  '/downloadable-form',
  '/e-help',
  '/e-services',
  '/logout',
  '/no-such-page',
  '/transaction-history/1',
  '/mobile/login',
  '/mobile/sign-up',
  '/mobile/forgot-password',
  '/news',
  '/articles',
  '/videos',
  '/superapp_sso_auth',
  '/create-password-superapp',
  '/auth',
  '/verify/AAAAAAAAAAAAAAAAAAAA',
];

test('in Filipino, no route signed out shows English, and none scrolls sideways', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('locale', 'fil'));
  for (const path of FILIPINO_SIGNED_OUT) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page.locator('h1').first()).toBeVisible();
    await expectFits(page, path);
    await expectNoEnglish(page, testInfo, `signed out ${path}`);
  }
});

test('in Filipino, no route signed in shows English, and none scrolls sideways', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openAsNewResident(page, request, retryMobile('639181220061'));
  // An unpaid bill, so the history, its page and the unpaid bills have something to say.
  const id = await createUnpaidTransaction(page, '3rd');
  await page.evaluate(() => localStorage.setItem('locale', 'fil'));
  for (const path of [
    '/',
    '/profile-edit',
    '/faq',
    '/news',
    '/e-help',
    '/e-help/report-incident',
    '/e-help/my-reports',
    '/e-help/immunization-registration',
    '/e-wallet/cash-in',
    '/regenerate-bills',
    '/transaction-history',
    `/transaction-history/${id}`,
    `/success-page?transaction_id=${id}`,
    '/create-transaction/e2e-business-permit-new',
    '/create-transaction/e2e-business-permit-renew',
  ]) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page.locator('h1').first()).toBeVisible();
    await expectFits(page, path);
    await expectNoEnglish(page, testInfo, `signed in ${path}`);
  }
  // Select Transaction, with a module's transaction types by their Filipino names.
  await page.goto('/');
  await page.getByRole('button', { name: 'Buksan ang menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'E-Government' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pumili ng Transaksyon' });
  await dialog.getByRole('button', { name: /Buwis sa Negosyo/ }).click();
  await expect(
    dialog.getByLabel('Uri ng Transaksyon').locator('option', { hasText: 'Pagpapanibago' }),
  ).toHaveCount(1);
  await expectNoEnglish(page, testInfo, 'signed in Select Transaction');
});
