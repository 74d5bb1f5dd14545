import { expect, type Page } from '@playwright/test';

/** Waits until the service worker is installed and controls the page (what an offline reload needs). */
export async function untilWorkerControls(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}
