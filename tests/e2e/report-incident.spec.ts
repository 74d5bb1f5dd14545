import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { latestIncidentTime } from '@/domain/contracts/help';
import { expectAccessible } from './expect-accessible';
import { openAsNewResident } from './new-account';
import { retryMobile } from './retry-mobile';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The header's E-Help (in the menu drawer on a phone) → 'How can we help?' → a topic. */
async function openHelpTopic(page: Page, topic: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'E-Help' }).click();
  const dialog = page.getByRole('dialog', { name: 'How can we help?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: topic }).click();
}

/** The demo city's barangay through the look-up (a new profile has no home address yet). */
async function choosePlace(page: Page, barangay: string) {
  await page.getByLabel('Region').selectOption({ label: 'Region IV-A (CALABARZON)' });
  await page.getByLabel('Province').selectOption({ label: 'Laguna' });
  await page.getByLabel('City / Municipality').selectOption({ label: 'Bayan Demo City' });
  await page.getByLabel('Barangay').selectOption({ label: barangay });
}

/** Nothing on the page is wider than the phone. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('a new resident reports an incident with a photo and finds it in their reports', async ({
  page,
  request,
}) => {
  await openAsNewResident(page, request, retryMobile('639181710001'));

  await openHelpTopic(page, 'Report an Incident');
  await expect(page).toHaveURL(/\/e-help\/report-incident$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Report an Incident' })).toBeVisible();
  await expectAccessible(page);

  // A resident's kinds of trouble, not workplace-safety categories (issue 30).
  await expect(
    page.getByLabel('Incident Type').getByRole('option', { name: 'Lost time Injury' }),
  ).toHaveCount(0);
  await page.getByLabel('Incident Type').selectOption({ label: 'Fallen tree or blocked road' });
  await page.getByLabel('Date and Time').fill(latestIncidentTime(new Date(Date.now() - 2 * 3_600_000)));
  await choosePlace(page, 'Poblacion');
  await page.getByLabel('Street').fill('Rizal Street corner Mabini');
  await page.getByLabel('Latitude').fill('14.2117');
  await page.getByLabel('Longitude').fill('121.1653');
  await page.getByLabel('Description').fill('A fallen acacia tree blocks the road and broke a streetlight.');
  await page.getByLabel('Photos').setInputFiles(resolve('public/icons/icon-192.png'));
  await expect(page.getByRole('list', { name: 'Attached photos' })).toContainText('icon-192.png');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Submit Report' }).click();

  await expect(page.getByRole('heading', { name: 'Your report was received' })).toBeVisible();
  const reference = (await page.locator('.help-reference-large').textContent()) ?? '';
  expect(reference).toMatch(/^INC-\d{6}-[A-Z2-9]{8}$/);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'My Reports' }).click();
  await expect(page).toHaveURL(/\/e-help\/my-reports$/);
  const report = page.getByRole('article', { name: 'Fallen tree or blocked road' });
  await expect(report).toContainText(reference);
  await expect(report).toContainText('Received');
  await expect(report).toContainText('Rizal Street corner Mabini, Poblacion, Bayan Demo City');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});

test('a new resident registers for immunization, refused until they consent', async ({ page, request }) => {
  await openAsNewResident(page, request, retryMobile('639181710002'));

  await openHelpTopic(page, 'COVID-19 Electronic Immunization Registration');
  await expect(page).toHaveURL(/\/e-help\/immunization-registration$/);
  // Pre-filled from the profile the resident has just completed.
  await expect(page.getByLabel('First Name')).toHaveValue('MARIA');
  await expect(page.getByLabel('Date of Birth')).toHaveValue('1990-06-12');

  await page.getByLabel('Priority Group').selectOption('General Public');
  await page.getByLabel('Employment Type').selectOption('Self-Employed');
  await page.getByLabel('Gender').selectOption('FEMALE');
  await choosePlace(page, 'San Roque');
  await page.getByLabel('Street').fill('12 Mabini Street');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.locator('.field-error', { hasText: 'Consent must be accepted' })).toBeVisible();

  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Registration received' })).toBeVisible();
  await expect(page.locator('.help-reference-large')).toHaveText(/^VAX-\d{6}-[A-Z2-9]{8}$/);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});
