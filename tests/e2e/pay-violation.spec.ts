import { DEMO_NOVS } from '../../server/src/db/seed/demo-nov';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { checkoutAmount, shownTotal } from './business-tax-steps';
import { expectAccessible } from './expect-accessible';
import { openAsNewResident } from './new-account';
import { expectNoSidewaysScroll } from './no-sideways-scroll';
import { retryMobile } from './retry-mobile';
import { retryTwin } from './retry-twin';

// The seed's notice reserved for this journey (README, "Demo data"): no other journey pays it. Its
// retry takes the twin seeded for it (the same plate, violations and date; the first try paid this).
const notice = ({ novNo, pin }: { novNo: string; pin: string }) => ({ number: novNo, pin });
const NOTICE = notice(DEMO_NOVS.journey);
const NOTICE_RETRY = notice(DEMO_NOVS.journeyRetry);

test.describe('on a phone 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a new resident pays a notice of violation and finds it PAID with its receipt', async ({
    page,
    request,
  }) => {
    await openAsNewResident(page, request, retryMobile('639181280001'));
    const reserved = retryTwin(NOTICE, NOTICE_RETRY);

    // E-Government → Select Transaction → Notice of Violation, from the menu drawer.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'E-Government' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Transaction' });
    await dialog.getByRole('button', { name: /Notice of Violation/ }).click();
    await dialog.getByLabel('Transaction Type').selectOption({ label: 'NOV PAYMENT' });

    const novNo = dialog.getByLabel('NOV Number');
    await expect(novNo).toHaveAttribute('placeholder', '999-99-9999-9999999');
    await novNo.fill(reserved.number);
    // A mistyped PIN finds nothing; Back keeps the notice number typed, to fix the PIN (issue 30).
    await dialog.getByLabel('PIN', { exact: true }).fill('0000');
    await dialog.getByRole('button', { name: 'Search' }).click();
    await expect(dialog.getByText('No Record Found')).toBeVisible();
    await dialog.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(novNo).toHaveValue(reserved.number);
    await dialog.getByLabel('PIN', { exact: true }).fill(reserved.pin);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Search' }).click();

    // PLATE NUMBER, AMOUNT, DATE with its time, and the violations.
    const notice = dialog.getByRole('table', { name: 'Notice of violation' });
    await expect(notice).toBeVisible();
    await expect(notice.getByText('NBC 1234')).toBeVisible();
    await expect(notice.getByText('₱2,000.00')).toBeVisible();
    await expect(notice.getByText('Mar 14, 2026 8:30 AM')).toBeVisible();
    const violations = dialog.getByRole('table', { name: 'Violations' });
    await expect(violations.getByText('DISREGARDING TRAFFIC SIGNS')).toBeVisible();
    await expect(violations.getByText('NO HELMET')).toBeVisible();
    await expect(violations.getByText('₱1,500.00')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await dialog.getByLabel('Valid ID to Present').selectOption('PASSPORT');
    await expectAccessible(page);

    // Before Pay, what it charges: the notice's ₱2,000.00 and the convenience fee (issue 25).
    const shown = await shownTotal(dialog);
    expect(shown).toBe('₱2,025.00');

    // Pay: on a phone the gateway opens in /pgi, then back to the success page.
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/pgi\?url=/);
    const gateway = page.frameLocator('iframe[title="Payment gateway"]');
    await expect(gateway.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
    expect(await checkoutAmount(gateway)).toBe(shown);
    await gateway.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/success-page\?transaction_id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    await expectAccessible(page);

    // The history: the notice's transaction PAID, with its OR number and e-receipt.
    await page.goto('/transaction-history');
    const history = page.getByRole('table', { name: 'Your transactions' });
    const row = history.getByRole('row').filter({ hasText: 'PAID' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Notice of violation ${reserved.number}, plate NBC 1234`);
    await expectNoSidewaysScroll(page);
    await row.getByRole('link', { name: /^View / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction Details' })).toBeVisible();
    const summary = page.locator('.transaction-summary');
    await expect(summary.getByText('PAID', { exact: true })).toBeVisible();
    await expect(summary.locator('dt:text-is("OR Number") + dd')).toHaveText(/^OR-/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Receipt' }).click(),
    ]);
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

    // Paid: the same number and PIN now show the notice as paid, with no Pay.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'E-Government' }).click();
    await dialog.getByRole('button', { name: /Notice of Violation/ }).click();
    await dialog.getByLabel('Transaction Type').selectOption({ label: 'NOV PAYMENT' });
    await dialog.getByLabel('NOV Number').fill(reserved.number);
    await dialog.getByLabel('PIN', { exact: true }).fill(reserved.pin);
    await dialog.getByRole('button', { name: 'Search' }).click();
    await expect(dialog.getByText('This notice of violation has already been paid.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Pay' })).toHaveCount(0);
  });
});
