import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './expect-accessible';
import { notifyPaid } from './gateway-notice';
import { expectNoSidewaysScroll } from './no-sideways-scroll';
import { retryMobile } from './retry-mobile';
import { consoleSection, resident, treasurerAt } from './treasury-steps';
import { retryUsername } from './retry-username';

// Issue 28: the treasurer closes a day in the browser (the collections and their charts, the day
// against the gateway's own settlement report, the Abstract of Collections printed and downloaded),
// and the fee schedule is edited, checked and loaded in the browser. Residents pay through the API
// and the sandbox's hosted page, as the portal's own pages do (their journeys are elsewhere).
const desk = { viewport: { width: 1366, height: 900 } };

const downloaded = async (page: Page, button: string) => {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
};

test("a treasurer closes a day: the collections and their chart, the gateway's settlement report, the Abstract printed and downloaded", async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const context = await browser.newContext(desk);
  const page = await context.newPage();
  // Paid on the gateway's page: in the gateway's report and with a receipt.
  const payer = await resident(request, retryMobile('639181260001'));
  const paid = await payer.payOnline(page, await payer.feeTransaction('640.00'));
  // A receipt from a notice the gateway's own records do not back: its page was never paid.
  const other = await resident(request, retryMobile('639181260002'));
  const noticeId = await other.feeTransaction('310.00');
  const checkout = new URL(await other.checkout(noticeId)).pathname.split('/').at(-1) ?? '';
  await notifyPaid(request, checkout, 31_000 + 2_500);
  await expect.poll(async () => (await other.transaction(noticeId)).official_receipt_number).toBeTruthy();
  const unbacked = await other.transaction(noticeId);

  await treasurerAt(page, retryUsername('e2e.closer'), 'Celia Cierre');
  await consoleSection(page, 'Collections').click();
  const receipts = page.getByRole('table', { name: 'Official receipts' });
  await expect(
    receipts.getByRole('row').filter({ hasText: paid.official_receipt_number ?? '' }),
  ).toContainText('₱640.00');
  // The day's chart, and its figures as a table for whoever would rather read them.
  await expect(page.getByRole('img', { name: "The day's collections by hour" })).toBeVisible();
  await expect(page.getByRole('img', { name: "The day's collections by channel" })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Collections of \w+ \d{4} by day$/ })).toBeVisible();
  await page.getByText('Show the figures as a table').first().click();
  await expect(page.getByRole('table', { name: "The day's collections by hour" })).toBeVisible();
  await expectAccessible(page);

  // The Abstract of Collections: printed (the document service's PDF) and as a spreadsheet.
  const pdf = await downloaded(page, 'Print the Abstract (PDF)');
  expect(pdf.name).toMatch(/^abstract-of-collections-AC-\d{4}-\d{6}\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText('The Abstract of Collections was printed.')).toBeVisible();
  const book = await downloaded(page, 'Download the Abstract (XLSX)');
  expect(book.name).toMatch(/^abstract-of-collections-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(book.bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  expect(book.bytes.toString('latin1')).toContain('xl/worksheets/sheet1.xml');
  await expect(page.getByText('The Abstract of Collections was downloaded.')).toBeVisible();

  // The day against the gateway's own settlement report.
  await consoleSection(page, 'Reconciliation').click();
  await page.getByRole('button', { name: "Compare with the gateway's settlement report" }).click();
  const settlement = page.getByRole('region', { name: "Against the gateway's settlement report" });
  const missing = settlement.getByRole('region', {
    name: /^Official receipts the gateway's report does not show: \d+$/,
  });
  await expect(missing).toContainText(unbacked.official_receipt_number ?? '');
  await expect(missing).toContainText("The gateway's report shows no payment for this receipt.");
  // The payment the gateway reports and the portal receipted is among no mismatch.
  for (const name of [
    /^Paid at the gateway without/,
    /^Amounts that differ/,
    /^Official receipts the gateway/,
  ]) {
    await expect(settlement.getByRole('region', { name })).not.toContainText(
      paid.official_receipt_number ?? '',
    );
  }
  await expect(settlement.getByText(/: its settlement report$/)).toBeVisible();
  await expectAccessible(page);
  await context.close();
});

test('the fee schedule is edited in the browser: a mistake is shown with its place, fixed, and loaded without a restart', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext(desk);
  const page = await context.newPage();
  await treasurerAt(page, retryUsername('e2e.fees'), 'Fe Tarifa', 'operator');
  await consoleSection(page, 'Fee schedule').click();
  const field = page.getByLabel('The fee schedule (YAML)');
  await expect(field).toHaveValue(/code: FIRE_SAFETY/);
  const original = await field.inputValue();
  // The fire safety fee sent to a fund that does not exist.
  const mistaken = original.replace(/(code: FIRE_SAFETY[^]*?)fund: TF/, '$1fund: BFP');
  expect(mistaken).not.toBe(original);
  await field.fill(mistaken);
  await page.getByRole('button', { name: 'Check' }).click();
  const problems = page.getByRole('alert', { name: /^The schedule has/ });
  await expect(problems).toContainText('The schedule has 1 problem; nothing was stored:');
  await expect(problems).toContainText(/fees\[\d+\]\.fund: BFP is not a fund \(GF, SEF, TF\)/);
  await expect(problems).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  // Loading it anyway is refused whole.
  await page.getByRole('button', { name: 'Load the schedule' }).click();
  await expect(problems).toContainText(/fees\[\d+\]\.fund: BFP/);

  // Fixed (the change loaded is a note, so the journeys after this one assess as before).
  await page.getByRole('link', { name: 'Fix them in the schedule' }).click();
  const fixed = `${original.trimEnd()}\n# Checked and loaded in the console by the treasury journey.\n`;
  await field.fill(fixed);
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(
    page.getByText(/^The schedule is valid: \d+ rules\. Nothing is stored until you load it\.$/),
  ).toBeVisible();
  await expect(problems).toHaveCount(0);
  await page.getByRole('button', { name: 'Load the schedule' }).click();
  await expect(page.getByText(/^Version \d+ is loaded: the next assessment uses it\.$/)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('The fee schedule (YAML)')).toHaveValue(fixed);
  await expect(page.getByText('A staff member, in the console')).toBeVisible();
  await expectAccessible(page);
  await context.close();
});

test.describe('on a phone 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 720 } });

  test("the fee schedule, the day's charts and the settlement report fit without sideways scrolling", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await treasurerAt(page, retryUsername('e2e.phone.closer'), 'Lito Lopez', 'treasury,operator');
    for (const path of ['/console/fees', '/console/treasury', '/console/reconciliation']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
      if (path === '/console/reconciliation') {
        await page.getByRole('button', { name: "Compare with the gateway's settlement report" }).click();
        const settlement = page.getByRole('region', { name: "Against the gateway's settlement report" });
        await expect(settlement.getByRole('region', { name: /^Held for refund/ })).toBeVisible();
      }
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
    }
  });
});
