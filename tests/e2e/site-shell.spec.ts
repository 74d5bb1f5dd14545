import { expect, test } from '@playwright/test';
import { LOGIN_SCREEN_HIDDEN } from '../../src/domain/constants/login-screen-hidden';
import { expectAccessible } from './expect-accessible';

interface MenuItem {
  attributes: { name: string; sequence: number; status: number };
}

test('a visitor finds the city portal, its services, its information pages and its way back', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Bayan Demo City e-Services' })).toBeVisible();
  await expect(page).toHaveTitle('Bayan Demo City e-Services');

  // The landing page lists the server's services sorted by sequence, without the login-screen hidden ones.
  const menu = (await (
    await request.get('/api/v1/site_e_services_menu?order_by=sequence&sort_by=asc&status=1')
  ).json()) as {
    data: MenuItem[];
  };
  const expected = menu.data.map((m) => m.attributes.name).filter((n) => !LOGIN_SCREEN_HIDDEN.has(n));
  const services = page.getByRole('list', { name: 'Services' }).getByRole('heading', { level: 3 });
  await expect(services).toHaveText(expected);
  await expectAccessible(page);

  // Header items come from the server's module list.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'E-Services', 'E-News']);

  // Footer links lead to real information pages.
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await footer.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expectAccessible(page);
  await footer.getByRole('link', { name: 'How to Pay' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paano Magbayad Online' })).toBeVisible();
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Data Privacy Policy' })).toBeVisible();
  await expect(page.getByText('© 2020 Bayan Demo City')).toBeVisible();
  await expect(page.getByText('Bayan v0.1.0')).toBeVisible();

  // A section that is not open yet shows its coming-soon page, with a way back.
  await nav.getByRole('link', { name: 'E-Services' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-SERVICES' })).toBeVisible();
  await expect(page.getByText('Soon to be available')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Data Privacy Policy' })).toBeVisible();

  // An unknown address shows the not-found page, whose button returns to the start.
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('on a phone the menu opens as a drawer, traps focus and closes on Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'E-Services' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  await expect(drawer.locator(':focus')).toHaveCount(1);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('the scroll-to-top button appears after scrolling down a long page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 400 });
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(0);
  await page.mouse.wheel(0, 400);
  await page.getByRole('button', { name: 'Scroll to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
