import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { DEMO_BINS } from '../../server/src/db/seed/demo-btax-bills';
import { expectAccessibleOnce } from './expect-accessible';

// Demo BINs of the seed (README, "Demo data"); the portal's billing source is API. Each one a
// journey pays has a twin, `…_RETRY` (the same bills, 01xx for 00xx in the serial), that the
// journey's retry pays instead: pick one with retryTwin (retry-twin.ts).
export const BIN_THIS_YEAR = DEMO_BINS.apiQuarterly; // this year's 2nd-4th quarters due
export const BIN_THIS_YEAR_RETRY = DEMO_BINS.apiQuarterlyRetry;
export const BIN_PAST_YEARS = DEMO_BINS.apiDelinquent; // last year by quarter, the year before whole
export const BIN_PAST_YEARS_RETRY = DEMO_BINS.apiDelinquentRetry;
// As BIN_THIS_YEAR, for a journey that pays it through the 3rd quarter: a period covers every
// unpaid quarter up to it (§4), so paying BIN_THIS_YEAR's 3rd would pay its 2nd too.
export const BIN_THIS_YEAR_SHARED = DEMO_BINS.apiQuarterlyShared;
export const BIN_THIS_YEAR_SHARED_RETRY = DEMO_BINS.apiQuarterlySharedRetry;
// As BIN_THIS_YEAR, paid only by the journey in Filipino (every other demo bill is some journey's).
export const BIN_FILIPINO = DEMO_BINS.apiQuarterlyFilipino;
export const BIN_FILIPINO_RETRY = DEMO_BINS.apiQuarterlyFilipinoRetry;
// Paid only by the keyboard-only journey (this year's quarters, as BIN_THIS_YEAR).
export const BIN_KEYBOARD = DEMO_BINS.apiQuarterlyKeyboard;
export const BIN_KEYBOARD_RETRY = DEMO_BINS.apiQuarterlyKeyboardRetry;
// As BIN_THIS_YEAR, paid only by the journey whose first payment fails (journeys run two at a
// time: sharing BIN_THIS_YEAR_SHARED with the two payers, one could find the other's bill paid).
export const BIN_PAY_AGAIN = DEMO_BINS.apiQuarterlyPayAgain;
export const BIN_PAY_AGAIN_RETRY = DEMO_BINS.apiQuarterlyPayAgainRetry;
// As BIN_THIS_YEAR, paid only by the journey that reads its receipt offline (pay-business-tax pays
// BIN_THIS_YEAR's 2nd quarter, and may run beside it).
export const BIN_RECEIPT = DEMO_BINS.apiQuarterlyReceipt;
export const BIN_RECEIPT_RETRY = DEMO_BINS.apiQuarterlyReceiptRetry;
// Last year's four quarters unpaid, and no journey pays them: for journeys that only look a bill up
// or leave it unpaid (so it has no twin: a retry finds it as the first try did).
export const BIN_NEVER_PAID = DEMO_BINS.apiDelinquentUnpaid;

// The seed's year is Manila's, whatever this machine's zone.
export const YEAR = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();

/** E-Government → Business Tax → RENEWAL, from the header or (on a phone) the menu drawer. */
export async function openBusinessTax(page: Page, { phone = false } = {}): Promise<Locator> {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'E-Government' }).click();
  } else {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'E-Government' })
      .click();
  }
  const dialog = page.getByRole('dialog', { name: 'Select Transaction' });
  await dialog.getByRole('button', { name: /Business Tax/ }).click();
  await dialog.getByLabel('Transaction Type').selectOption({ label: 'RENEWAL' });
  return dialog;
}

/** Screen 2: BIN, year and period → the bill → a valid ID. */
export async function findBill(page: Page, dialog: Locator, bin: string, year: number, period: string) {
  const bin_ = dialog.getByLabel('Business Identification Number (BIN)');
  await bin_.pressSequentially(bin.replace(/-/g, ''));
  await expect(bin_).toHaveValue(bin);
  await dialog.getByLabel('Year').selectOption(String(year));
  await dialog.getByLabel('Period').selectOption({ label: period });
  await expectAccessibleOnce(page, 'the bill search');
  await dialog.getByRole('button', { name: 'Search' }).click();
  const bill = dialog.getByRole('table', { name: 'Business tax bill' });
  await expect(bill).toBeVisible();
  await expect(bill.getByRole('cell', { name: bin })).toBeVisible();
  // What Pay charges is on screen without scrolling sideways: a card on a phone, a table that fits
  // on a desktop (issue 12).
  const total = await bill.locator('td[data-label="TOTAL DUE"]').boundingBox();
  expect(total?.x).toBeGreaterThanOrEqual(0);
  expect((total?.x ?? Infinity) + (total?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await expect(
    dialog.getByText(/^(Whole year \(1st–4th quarter\)|\d\w\w(–\d\w\w)? quarter): ₱[\d,]+\.\d\d$/),
  ).toBeVisible();
  await dialog.getByLabel('Valid ID to Present').selectOption('PASSPORT');
  await expectAccessibleOnce(page, 'the bill found');
}

/**
 * On a phone: an unpaid transaction for BIN_NEVER_PAID's last-year `period` (Pay, then Back to
 * Home from the /pgi gateway page without paying); returns its id. Not BIN_PAST_YEARS: a journey
 * pays its whole last year, after which its quarters have no bill to find.
 */
export async function createUnpaidTransaction(page: Page, period: string): Promise<string> {
  const dialog = await openBusinessTax(page, { phone: true });
  await findBill(page, dialog, BIN_NEVER_PAID, YEAR - 1, period);
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/pgi\?url=/);
  const id = /transaction_id=(\d+)/.exec(page.url())?.[1] ?? '';
  await page.getByRole('button', { name: 'Back to Home' }).click();
  return id;
}

/**
 * The total a bill screen shows before Pay (the quote: 'Total to pay'), e.g. '₱3,775.00' (issue 25:
 * it must be the amount the gateway's checkout page charges).
 */
export async function shownTotal(scope: Locator): Promise<string> {
  const figures = scope.getByLabel('What you pay');
  await expect(figures).toBeVisible();
  const text = (await figures.textContent()) ?? '';
  return /Total to pay(₱[\d,]+\.\d\d)/.exec(text)?.[1] ?? `no total in '${text}'`;
}

/** The amount the sandbox's hosted checkout page charges ('Pay ₱3,775.00' → '₱3,775.00'). */
export async function checkoutAmount(checkout: Page | FrameLocator): Promise<string> {
  const heading = checkout.getByRole('heading', { level: 1, name: /^Pay ₱/ });
  return ((await heading.textContent()) ?? '').replace(/^Pay /, '');
}
