import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './expect-accessible';
import { notifyPaid } from './gateway-notice';
import { expectNoSidewaysScroll } from './no-sideways-scroll';
import { retryMobile } from './retry-mobile';
import { consoleSection, importSoa, resident, treasurerAt } from './treasury-steps';
import { retryUsername } from './retry-username';

// Issue 28: the treasury's day in the browser. Residents pay and send proofs through the API as
// the portal's own pages do (their journeys are elsewhere); the officer does everything here.
const desk = { viewport: { width: 1366, height: 900 } };

test('support finds a taxpayer by OR number, opens them, and the treasurer prints and exports the day and enters its deposit', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext(desk);
  const page = await context.newPage();
  const payer = await resident(request, retryMobile('639181250001'));
  const id = await payer.feeTransaction('480.50');
  const paid = await payer.payOnline(page, id);
  const receipt = paid.official_receipt_number ?? '';

  await treasurerAt(page, retryUsername('e2e.treasurer'), 'Teresa Tesorero');
  await consoleSection(page, 'Taxpayer support').click();
  await page.getByLabel(/Reference, name, mobile number/).fill(receipt);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const found = page.getByRole('table', { name: 'Transactions' });
  await expect(found.getByRole('row').filter({ hasText: receipt })).toHaveCount(1);
  await expectAccessible(page);
  await found.getByRole('link', { name: 'MARIA SANTOS' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'MARIA SANTOS' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Transactions' }).getByText(paid.reference_number),
  ).toBeVisible();
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download Official receipt ${receipt}` }).click(),
  ]);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to the search' }).click();
  await expect(page.getByLabel(/Reference, name, mobile number/)).toBeVisible();

  // The day's collections: the receipt with its line, its fund and the fee apart.
  await consoleSection(page, 'Collections').click();
  const receipts = page.getByRole('table', { name: 'Official receipts' });
  const row = receipts.getByRole('row').filter({ hasText: receipt });
  await expect(row).toContainText('₱480.50');
  await expect(row).toContainText('OTHER TREASURY FEES');
  await expect(row).toContainText('GF');
  await expect(row).toContainText('₱25.00');
  await expect(page.getByRole('table', { name: 'By fund' })).toContainText('General Fund');
  await expectAccessible(page);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const text = await readFile(await csv.path(), 'utf8');
  expect(text.split('\r\n')[0]).toContain('Nature of collection');
  expect(text).toContain(`${receipt},`);
  expect(text).toContain(',480.50,25.00');
  // Print: the browser's print dialog, and what it prints (A4, the report without the console).
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  // Exact: the Abstract of Collections has its own print button beside it.
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Console sections' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeHidden();
  await expect(page.getByRole('heading', { name: /Report of Collections and Deposits/ })).toBeVisible();
  await expect(page.getByText('Prepared by: Teresa Tesorero')).toBeVisible();
  const printed = await page.pdf({ format: 'A4' });
  expect(printed.subarray(0, 5).toString()).toBe('%PDF-');
  await page.emulateMedia({ media: 'screen' });

  // The reconciliation: the deposit entered, who entered it, and the difference.
  await consoleSection(page, 'Reconciliation').click();
  await expect(page.getByRole('heading', { name: /Official receipts without a payment/ })).toBeVisible();
  await page.getByLabel('Amount deposited (pesos)').fill('480.50');
  await page.getByLabel('Note (bank, deposit slip number)').fill('LBP slip 0001');
  await page.getByRole('button', { name: 'Save the deposit' }).click();
  await expect(page.getByText('The deposit was saved.')).toBeVisible();
  await expect(page.getByText(/Entered by Teresa Tesorero/)).toBeVisible();
  await expect(page.getByText('Difference')).toBeVisible();
  await expectAccessible(page);
  await context.close();
});

test('the treasury rejects a proof of payment with a reason the payer reads, then accepts the next and the payment is recorded', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const mobile = retryMobile('639181250002');
  const payer = await resident(request, mobile);
  const id = await payer.feeTransaction('1200.00');
  const { reference_number: reference } = await payer.transaction(id);
  await payer.sendProof(id, '#c33');

  const context = await browser.newContext(desk);
  const page = await context.newPage();
  await treasurerAt(page, retryUsername('e2e.proofs'), 'Pedro Patunay');
  await consoleSection(page, 'Proofs of payment').click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: reference }) });
  await expect(card).toContainText('₱1,200.00');
  await card.getByRole('button', { name: `View the proof of ${reference}` }).click();
  const preview = page.getByRole('dialog', { name: `Proof of payment of ${reference}` });
  await expect(preview.getByRole('img', { name: `Proof of payment of ${reference}` })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  await card.getByRole('button', { name: 'Reject' }).click();
  const why = page.getByRole('dialog', { name: `Reject the proof of ${reference}` });
  await why.getByLabel('Reason').fill('The slip shows ₱1,000.00, not ₱1,200.00.');
  await why.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`The payor of ${reference} was told why.`)).toBeVisible();
  const outbox = (await (await request.get(`/api/dev/outbox?to=${mobile}`)).json()) as {
    data: { body: string }[];
  };
  expect(outbox.data[0]?.body).toContain('The slip shows ₱1,000.00, not ₱1,200.00.');

  // A new proof: waiting again; accepted, the payment is recorded with an official receipt.
  await payer.sendProof(id, '#3a3');
  await page.reload();
  await card.getByRole('button', { name: 'Accept and record the payment' }).click();
  const confirm = page.getByRole('dialog', { name: 'Accept and record the payment' });
  await expect(confirm).toContainText(`Record the payment of ${reference} (₱1,200.00)`);
  await confirm.getByRole('button', { name: 'Accept and record the payment' }).click();
  await expect(
    page.getByText(new RegExp(`Payment of ${reference} recorded. Official receipt \\S+`)),
  ).toBeVisible();
  const after = await payer.transaction(id);
  expect(after.status).toBe('PAID');
  expect(after.official_receipt_number).toBeTruthy();
  await page.getByRole('link', { name: 'Reviewed' }).click();
  const decided = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: reference }) });
  await expect(decided).toHaveCount(2);
  await expect(decided.filter({ hasText: 'Rejected by Pedro Patunay' })).toContainText('The slip shows');
  await expectAccessible(page);
  await context.close();
});

test('a treasurer approves the refund of a payment the gateway reported at another amount, and the payor sees it refunded', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const soaNumber = `SOA-2026-9${String(test.info().retry)}0401`;
  await importSoa(soaNumber, 'ROSARIO REYES', '650.00');
  const payor = await resident(request, retryMobile('639181250004'));
  const id = await payor.soaTransaction(soaNumber, 'ROSARIO REYES');
  const url = await payor.checkout(id);
  // The gateway notifies ₱600.00 for the checkout (not its amount): held for the treasury, never
  // refunded on its own; then the payor pays on the gateway's page, so the gateway has the money.
  await notifyPaid(request, new URL(url).pathname.split('/').at(-1) ?? '', 60_000);
  await expect.poll(async () => (await payor.transaction(id)).status).toBe('FOR REFUND APPROVAL');
  const context = await browser.newContext(desk);
  const page = await context.newPage();
  await payor.payAt(page, url);
  const { reference_number: reference } = await payor.transaction(id);

  await treasurerAt(page, retryUsername('e2e.refunds'), 'Ramon Refundo');
  await consoleSection(page, 'Refunds').click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: reference }) });
  await expect(card).toContainText('The gateway took ₱600.00, not the');
  await expect(card).toContainText('Waiting for approval');
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Approve the refund' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve the refund' });
  await expect(confirm).toContainText(`Have the gateway return ₱600.00 of ${reference}`);
  await confirm.getByRole('button', { name: 'Approve the refund' }).click();
  await expect(page.getByText(`The refund of ${reference} was made.`)).toBeVisible();
  await page.getByRole('link', { name: 'Decided' }).click();
  const decided = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: reference }) });
  await expect(decided).toContainText('Refunded');
  await expect(decided).toContainText('Ramon Refundo');
  await expectAccessible(page);
  const after = await request.get(`/api/v1/taxpayers/transaction_histories/${String(id)}`, {
    headers: payor.headers,
  });
  const { data } = (await after.json()) as {
    data: { attributes: { status: string; refunds: { status: string }[] } };
  };
  expect(data.attributes.status).toBe('PROCESSING REFUND');
  expect(data.attributes.refunds.map((r) => r.status)).toEqual(['refunded']);
  await context.close();
});

test('a cashier takes the over-the-counter payment of an online statement of account with the OR issued', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const soaNumber = `SOA-2026-9${String(test.info().retry)}0402`;
  await importSoa(soaNumber, 'ELENA CRUZ', '1500.00');
  const payor = await resident(request, retryMobile('639181250006'));
  const id = await payor.soaTransaction(soaNumber, 'ELENA CRUZ');
  const { reference_number: reference } = await payor.transaction(id);
  const orNumber = `AF51-${String(9_000_000 + test.info().retry)}`;

  const context = await browser.newContext(desk);
  const page = await context.newPage();
  await treasurerAt(page, retryUsername('e2e.cashier.desk'), 'Consuelo Kahera');
  await consoleSection(page, 'Cashier').click();
  await page.getByLabel('SOA number or transaction reference').fill(soaNumber);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: `Take the payment of ${reference}` }).click();
  const form = page.getByRole('form', { name: `Take the payment of ${reference}` });
  await expect(form).toContainText('₱1,500.00');
  await expect(form.getByLabel('Official receipt number you issued')).toBeFocused();
  await form.getByLabel('Official receipt number you issued').fill(orNumber);
  await form.getByLabel('Amount received (pesos)').fill('1400.00');
  await form.getByRole('button', { name: 'Record the payment' }).click();
  await expect(
    form.getByText('The amount received must be the statement of account total, ₱1,500.00.'),
  ).toBeVisible();
  await expectAccessible(page);
  await form.getByLabel('Amount received (pesos)').fill('1500.00');
  await form.getByRole('button', { name: 'Record the payment' }).click();
  await expect(
    page.getByText(`Payment of ${reference} recorded with official receipt ${orNumber}.`),
  ).toBeVisible();
  expect(await payor.transaction(id)).toMatchObject({ status: 'PAID', official_receipt_number: orNumber });

  // The day's collections name the cashier as the collector, over the counter, without a fee.
  await consoleSection(page, 'Collections').click();
  const row = page
    .getByRole('table', { name: 'Official receipts' })
    .getByRole('row')
    .filter({ hasText: orNumber });
  await expect(row).toContainText('Over the counter');
  await expect(row).toContainText('Consuelo Kahera');
  await expect(row).toContainText('₱0.00');
  await context.close();
});

test.describe('on a phone 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 720 } });

  test("the treasury's lists fit without sideways scrolling", async ({ page, request }) => {
    test.setTimeout(240_000);
    const payer = await resident(request, retryMobile('639181250003'));
    const id = await payer.feeTransaction('75.00');
    await payer.sendProof(id, '#36c');
    await treasurerAt(page, retryUsername('e2e.phone.treasurer'), 'Lorna Lopez');
    for (const path of [
      '/console/search?q=SANTOS',
      '/console/treasury',
      '/console/reconciliation',
      '/console/proofs',
      '/console/refunds',
      '/console/cashier?q=SOA',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
    }
    await page.goto('/console/search?q=SANTOS');
    await page.getByRole('link', { name: 'Open MARIA SANTOS' }).first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'MARIA SANTOS' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
});
