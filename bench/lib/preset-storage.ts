import { chromium } from 'playwright-core';

/**
 * Writes `entries` into the local storage of `origin` in the Chromium behind `port`, as a browser
 * signed in before would hold them. It opens `robots.txt` to do so, not the app: the app would
 * register its service worker and fill the caches, and the audit that follows must load cold.
 */
export async function presetLocalStorage(
  port: number,
  origin: string,
  entries: Record<string, string>,
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    // The tab Chromium opened at start, as a landing audit has it: back on about:blank afterwards.
    const page = browser.contexts()[0]?.pages()[0];
    if (!page) throw new Error('Chromium has no open tab');
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((values) => {
      // Runs in the page; the bench compiles without the DOM library.
      const { localStorage } = globalThis as unknown as {
        localStorage: { setItem: (k: string, v: string) => void };
      };
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, entries);
    await page.goto('about:blank');
  } finally {
    // Over CDP, close() only disconnects: the browser stays up for Lighthouse.
    await browser.close();
  }
}
