import { expect, type Page } from '@playwright/test';

/** Nothing on the page or in its dialogs is wider than the screen (issue 12). */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    screen: window.innerWidth,
    page: document.documentElement.scrollWidth,
    dialogs: [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].map((d) => [
      d.scrollWidth,
      d.clientWidth,
    ]),
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
  for (const [scroll = 0, client = 0] of widths.dialogs) expect(scroll).toBeLessThanOrEqual(client + 1);
}
