import { expect, test, type Page } from '@playwright/test';
import { createUnpaidTransaction } from './business-tax-steps';
import { openAsNewResident, openSignedIn } from './new-account';
import { untilWorkerControls } from './service-worker';
import { retryMobile } from './retry-mobile';

const NO_CONNECTION = /^No internet connection\./;

/** Every URL in the caches, by cache name, and whether any stored body holds `text` in the clear. */
function readCaches(page: Page, text = '') {
  return page.evaluate(async (needle) => {
    const byCache: Record<string, string[]> = {};
    let plain = false;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      const requests = await cache.keys();
      byCache[name] = requests.map((r) => r.url);
      if (!needle) continue;
      for (const request of requests) {
        const body = await (await cache.match(request))?.text();
        if (body?.includes(needle)) plain = true;
      }
    }
    return { byCache, plain };
  }, text);
}

test('once installed, a reload offline shows the site with its header and logo, and an information page read before', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Bayan Demo City e-Services' })).toBeVisible();
  await untilWorkerControls(page);
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Bayan Demo City e-Services' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Bayan Demo City e-Services' })).toBeVisible();
  const logo = page.getByRole('banner').locator('img').first();
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('alert').filter({ hasText: NO_CONNECTION })).toBeVisible();
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('alert').filter({ hasText: NO_CONNECTION })).toHaveCount(0);
});

test('signed in: the history and a transaction read offline, Pay is refused, and a profile edit saved offline is sent on reconnecting', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await openAsNewResident(page, request, retryMobile('639181220051'));

  // A transaction to read.
  const id = await createUnpaidTransaction(page, '3rd');
  await untilWorkerControls(page);

  // Read online once: the history and the transaction.
  await page.goto('/transaction-history');
  await expect(page.locator('.status-badge').first()).toBeVisible();
  await page.goto(`/transaction-history/${id}`);
  const summary = page.locator('.transaction-summary');
  await expect(summary).toBeVisible();
  const reference = (await summary.locator('dt:text-is("Reference No.") + dd').textContent())?.trim() ?? '';
  expect(reference).not.toBe('');

  // The service worker kept no personal answer; the app's own copies are not readable as text.
  const kept = await readCaches(page, reference);
  const urls = Object.values(kept.byCache).flat();
  expect(urls.filter((u) => /\/api\/v1\/taxpayers\/(transaction_histories|profile|uploads)/.test(u))).toEqual(
    [],
  );
  expect(kept.byCache['bayan-public-content-v1']).toContainEqual(
    expect.stringContaining('/api/v1/taxpayers/cms'),
  );
  expect(kept.plain).toBe(false);

  // Offline: a reload of the history and of the transaction still reads them.
  await context.setOffline(true);
  await page.goto('/transaction-history');
  await expect(page.getByRole('alert').filter({ hasText: NO_CONNECTION })).toBeVisible();
  await expect(page.locator('.status-badge').first()).toBeVisible();
  await page.goto(`/transaction-history/${id}`);
  await expect(summary.getByText(reference, { exact: true })).toBeVisible();

  // A payment is never started offline.
  const payNow = page.getByRole('button', { name: 'Pay Now' });
  if (await payNow.isVisible()) {
    await expect(page.getByText('You are offline: paying needs an internet connection.')).toBeVisible();
    await payNow.click();
    await expect(page.getByText(/A payment needs an internet connection/)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/transaction-history/${id}$`));
  }

  // A profile edit saved offline waits on the device, and the user is told.
  await page.goto('/profile-edit');
  const firstName = page.getByLabel('First Name', { exact: true });
  await expect(firstName).toHaveValue('MARIA');
  await firstName.fill('MARIANA');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(
    page.getByText('Saved on this device; it will be sent when you are back online.'),
  ).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /Your profile changes are saved on this device/ }),
  ).toBeVisible();

  // Back online, it is sent without the user doing anything.
  await context.setOffline(false);
  await expect(page.getByText('Your profile changes saved on this device have been sent.')).toBeVisible();
  const profile = await request.get('/api/v1/taxpayers/profile', {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.api+json' },
  });
  expect(
    ((await profile.json()) as { data: { attributes: { first_name: string } } }).data.attributes.first_name,
  ).toBe('MARIANA');

  // Logging out leaves nothing of the session on the device.
  await page.goto('/logout');
  await expect(page.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();
  await expect.poll(async () => (await readCaches(page)).byCache['bayan-personal-copies-v1']).toBeUndefined();
});

test('a profile edit refused on reconnecting (changed on another phone meanwhile) is discarded, and it says so', async ({
  page,
  context,
  browser,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await openAsNewResident(page, request, retryMobile('639181220053'));
  await untilWorkerControls(page);
  await page.goto('/profile-edit');
  const firstName = page.getByLabel('First Name', { exact: true });
  await expect(firstName).toHaveValue('MARIA');

  // Offline on this phone: the edit waits on the device.
  await context.setOffline(true);
  await firstName.fill('MARIANA');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(
    page.getByText('Saved on this device; it will be sent when you are back online.'),
  ).toBeVisible();

  // Meanwhile the profile is changed on another phone.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const otherPage = await other.newPage();
  await openSignedIn(otherPage, token);
  await otherPage.goto('/profile-edit');
  await otherPage.getByLabel('First Name', { exact: true }).fill('MARIETTA');
  await otherPage.getByRole('button', { name: 'Save Profile' }).click();
  await expect(otherPage.getByText('Updated!')).toBeVisible();
  await other.close();

  // Back online, nothing is overwritten: the edit waits with why, and is discarded.
  await context.setOffline(false);
  const refused = page
    .getByRole('alert')
    .filter({ hasText: /could not be sent: Your profile was changed elsewhere/ });
  await expect(refused).toBeVisible();
  await refused.getByRole('button', { name: 'Discard' }).click();
  await expect(refused).toHaveCount(0);
  // The §7.6 default success message for a removal.
  await expect(page.getByText('Removed!', { exact: true })).toBeVisible();
  await page.goto('/profile-edit');
  await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('MARIETTA');
});
