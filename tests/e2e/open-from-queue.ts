import type { Page } from '@playwright/test';

/** The console queue's page that lists `reference`, following Next (the oldest applications come first). */
export async function openFromQueue(page: Page, reference: string) {
  for (let i = 0; i < 20; i++) {
    const link = page.getByRole('link', { name: `Open ${reference}` });
    if ((await link.count()) > 0) return link.click();
    await page.getByRole('link', { name: 'Next' }).click();
  }
  throw new Error(`${reference} is not in the queue`);
}
