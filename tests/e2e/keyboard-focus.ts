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

/** Signs in from the header's Login with the keyboard alone (the account exists, signed out). */
export async function signInByKeyboard(page: Page, mobile: string, password: string) {
  const keys = page.keyboard;
  const loginButton = page.getByRole('banner').getByRole('button', { name: 'Login', exact: true });
  await expect(loginButton).toBeVisible();
  await tabTo(page, loginButton);
  await keys.press('Enter');
  const login = page.getByRole('dialog', { name: 'Login', exact: true });
  const number = login.getByRole('textbox', { name: 'Mobile Number', exact: true });
  await tabTo(page, number);
  await keys.type(mobile.slice(2));
  await tabTo(page, login.getByLabel('Password', { exact: true }));
  await keys.type(password);
  // Signing in loads the page afresh (§4); the header shows the account just before it does.
  const reloaded = page.waitForEvent('load');
  await keys.press('Enter');
  await reloaded;
  const account = page.getByRole('button', { name: /Account menu for/ });
  await expect(account).toBeVisible();
  return account;
}

/**
 * With a closed select focused, presses ArrowDown until the option `label` is chosen (arrow keys
 * move through a closed select's options in Chromium on Linux and Windows).
 */
export async function arrowToOption(page: Page, select: Locator, label: string, max = 40) {
  for (let i = 0; i < max; i++) {
    if ((await select.locator('option:checked').textContent())?.trim() === label) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`ArrowDown never chose "${label}" in ${select.toString()}`);
}
