import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// WCAG 2.2 AA and axe's best practices. The 2.2 rules (target-size: 24 × 24 px) are off in axe
// unless their tag is asked for by name.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Fails on any serious or critical axe violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, 'serious accessibility violations').toEqual([]);
}

const checked = new Set<string>();

/**
 * expectAccessible for a screen a shared step passes through in many journeys (a new resident's
 * first profile, the bill search): axe runs on it once per worker for each width, language and
 * browser, as the first journey there sees it. Before, some twenty journeys made the same check of
 * the same screen each.
 */
export async function expectAccessibleOnce(page: Page, screen: string) {
  // The wallet's web-view (its user agent) and a language draw the same screen differently.
  const how = await page.evaluate(() => `${document.documentElement.lang} ${navigator.userAgent}`);
  const key = `${screen} ${page.viewportSize()?.width ?? 0} ${how}`;
  if (checked.has(key)) return;
  await expectAccessible(page);
  checked.add(key);
}
