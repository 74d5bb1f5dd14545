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

/**
 * Nothing is wider than the screen: the page, and every open dialog inside it (its box as well as
 * its content), naming the widest culprits when something is: the page sweeps' stricter check.
 */
export async function expectFits(page: Page, what: string) {
  const report = await page.evaluate(() => {
    const width = window.innerWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      // Name the widest culprits, innermost first, so a failure says what to fix.
      const wide = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((e) => e.getBoundingClientRect().right > width + 1 && e.children.length === 0)
        .slice(0, 3)
        .map(
          (e) =>
            `${e.tagName.toLowerCase()}.${e.className || '-'} → ${Math.round(e.getBoundingClientRect().right)}px`,
        );
      problems.push(`page is ${document.documentElement.scrollWidth}px wide: ${wide.join('; ')}`);
    }
    for (const dialog of document.querySelectorAll<HTMLElement>('[role="dialog"], dialog[open]')) {
      const box = dialog.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.left < -1 || box.right > width + 1) problems.push(`dialog spans ${box.left}–${box.right}px`);
      if (dialog.scrollWidth > dialog.clientWidth + 1) {
        problems.push(`dialog content is ${dialog.scrollWidth}px in ${dialog.clientWidth}px`);
      }
    }
    return problems;
  });
  expect(report, `${what} at ${page.viewportSize()?.width}px`).toEqual([]);
}

/** Each element matching `selector` lies inside the screen's width. */
export async function expectInView(page: Page, selector: string, what: string) {
  const boxes = await page.locator(selector).evaluateAll((nodes) =>
    nodes.map((n) => {
      const box = n.getBoundingClientRect();
      return { left: box.left, right: box.right };
    }),
  );
  expect(boxes.length, `${what}: nothing matched ${selector}`).toBeGreaterThan(0);
  const width = page.viewportSize()?.width ?? 0;
  for (const box of boxes) {
    expect(box.left, what).toBeGreaterThanOrEqual(0);
    expect(box.right, what).toBeLessThanOrEqual(width + 1);
  }
}
