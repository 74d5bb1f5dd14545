import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The focused element shows a :focus-visible outline (or ring) and is not hidden behind the sticky
 * header (WCAG 2.2, 2.4.7 and 2.4.11).
 */
export async function expectFocusVisible(page: Page) {
  const focus = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { ok: false, why: 'nothing has focus' };
    const style = getComputedStyle(el);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ringed = style.boxShadow !== 'none';
    const what = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    if (!el.matches(':focus-visible') || !(outlined || ringed))
      return { ok: false, why: `${what} has no visible focus indicator` };
    // Behind the header: it starts above the header's bottom and the header is what is drawn
    // there (a skip link or a dialog drawn over the header is not behind it).
    const header = document.querySelector('.site-header');
    if (header && !header.contains(el)) {
      const box = el.getBoundingClientRect();
      const under = box.top < header.getBoundingClientRect().bottom - 0.5;
      const hit = document.elementFromPoint(box.left + box.width / 2, Math.max(box.top + 1, 0));
      if (under && hit && header.contains(hit) && !el.contains(hit))
        return { ok: false, why: `${what} is behind the sticky header` };
    }
    return { ok: true, why: what };
  });
  expect(focus.ok, focus.why).toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the focus at every stop. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page);
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}
