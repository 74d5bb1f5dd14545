import { expect, test, type Page } from '@playwright/test';
import { BIN_NEVER_PAID, findBill, openBusinessTax, YEAR } from './business-tax-steps';
import { expectAccessible } from './expect-accessible';
import { openAsNewResident } from './new-account';
import { retryMobile } from './retry-mobile';

// 200% zoom (WCAG 1.4.4, 1.4.10): a 1280 × 720 window zoomed to 200% lays the page out in
// 640 × 360 CSS pixels at two device pixels each.
test.use({ viewport: { width: 640, height: 360 }, deviceScaleFactor: 2 });

/** Nothing is lost: no sideways scrolling, and no box hides text it cuts off. */
async function expectNothingClipped(page: Page, what: string) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width + 1)
      found.push(`the page is ${document.documentElement.scrollWidth}px wide in ${width}px`);
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      // Visually hidden text (1 × 1 px) is clipped on purpose.
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
      const clipsX = ['hidden', 'clip'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const clipsY = ['hidden', 'clip'].includes(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      if ((clipsX || clipsY) && (el.textContent ?? '').trim() !== '')
        found.push(
          `${el.tagName.toLowerCase()}.${el.className || '-'} cuts off its content (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`,
        );
    }
    return found.slice(0, 5);
  });
  expect(problems, `${what} at 200% zoom`).toEqual([]);
}

test('at 200% zoom the landing page, the history and a bill keep all their content', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  await expectNothingClipped(page, 'the landing page');
  await expectAccessible(page);

  await openAsNewResident(page, request, retryMobile('639181270002'));
  const dialog = await openBusinessTax(page, { phone: true });
  await findBill(page, dialog, BIN_NEVER_PAID, YEAR - 1, '1st');
  const bill = dialog.getByRole('table', { name: 'Business tax bill' });
  for (const label of ['BIN', 'TOTAL DUE']) {
    await bill.locator(`td[data-label="${label}"]`).first().scrollIntoViewIfNeeded();
    await expect(bill.locator(`td[data-label="${label}"]`).first()).toBeInViewport();
  }
  await expectNothingClipped(page, 'a bill');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/pgi\?url=|\/success-page/);

  await page.goto('/transaction-history');
  const history = page.getByRole('table', { name: 'Your transactions' });
  await expect(history.getByRole('row').nth(1)).toBeVisible();
  await expectNothingClipped(page, 'the history');
  await expectAccessible(page);
});
