import type { Page } from '@playwright/test';

/** A status's queue in the console (the console opens on PENDING). */
export const queuePath = (status: string) => `/console/queue/${encodeURIComponent(status)}`;

/** The console queue's page that lists `reference`, following Next (the oldest applications come first). */
export async function openFromQueue(page: Page, reference: string) {
  const link = page.getByRole('link', { name: `Open ${reference}` });
  const next = page.getByRole('link', { name: 'Next' });
  for (let i = 0; i < 20; i++) {
    // The page's list first: counted before it loads, the application is never there.
    await link.or(next).first().waitFor();
    if ((await link.count()) > 0) return link.click();
    await next.click();
  }
  throw new Error(`${reference} is not in the queue`);
}
