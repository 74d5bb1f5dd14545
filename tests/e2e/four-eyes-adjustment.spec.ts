import { expect, test, type Page } from '@playwright/test';
import { checkoutAmount, shownTotal } from './business-tax-steps';
import { enrolInConsole, staffTokenOf } from './console-enrol';
import { expectAccessible } from './expect-accessible';
import { fileNewPermit } from './file-business-permit';
import { tabTo } from './keyboard-focus';
import { openAsNewResident } from './new-account';
import { expectNoSidewaysScroll } from './no-sideways-scroll';
import { clearedByEveryOffice } from './endorsing-offices';
import { openFromQueue, queuePath } from './open-from-queue';
import { operatorCli } from './operator-cli';
import { expectPaidWithReceipt } from './paid-with-receipt';
import { retryMobile } from './retry-mobile';
import { retryUsername } from './retry-username';

// Issue 25: "One officer can set any fee alone." Officer A lowers a new business permit's fees
// from the schedule's ₱1,575.00 to ₱500.00 (68.25% below, past the 10% share); the resident has
// nothing to pay until officer B approves; then the resident pays ₱500.00 (and the fee).
const A = {
  get username() {
    return retryUsername('e2e.adjuster');
  },
  name: 'Lito Garcia',
  password: 'Adjuster journey pass 2026',
};
const B = {
  get username() {
    return retryUsername('e2e.approver');
  },
  name: 'Rosario Tan',
  password: 'Approver journey pass 2026',
};
const REASON = 'Senior citizen owner: regulatory fees waived under ordinance 2026-14';

function createOfficer(officer: typeof A, roles: string) {
  const made = operatorCli(
    [
      'staff',
      'create',
      officer.username,
      '--name',
      officer.name,
      '--email',
      `${officer.username}@lgu.example`,
      '--roles',
      roles,
      '--password-stdin',
    ],
    officer.password,
  );
  expect(made).toContain(`staff member ${officer.username} created`);
}

/** Officer A's assessment: the business tax and three regulatory fees to zero, the mayor's permit kept. */
async function lowerFees(officer: Page) {
  const form = officer.getByRole('form', { name: 'Assessment', exact: true });
  const amounts = form.getByRole('textbox', { name: /^Amount of / });
  await expect(amounts).toHaveCount(5);
  for (const input of await amounts.all()) {
    const name = await input.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '');
    if (!name.includes("Mayor's permit")) await input.fill('0');
  }
  await expect(form.getByText('₱500.00', { exact: true })).toBeVisible();
  await expect(
    form.getByText(
      /Schedule total: ₱1,575\.00 · 68\.25% below the schedule\. Lowered by more than 10\.00%: a second officer must approve it/,
    ),
  ).toBeVisible();
  await form.getByLabel('Reason for the adjustment').fill(REASON);
  await form.getByRole('button', { name: 'Confirm the assessment' }).click();
  await expect(
    officer.getByText(/^Sent for approval: ₱500\.00 instead of ₱1,575\.00 \(68\.25% below the schedule\)/),
  ).toBeVisible();
}

test('officer A lowers the fees past the share, the resident cannot pay, officer B approves, the resident pays the adjusted amount', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  createOfficer(A, 'treasury,licensing');
  createOfficer(B, 'treasurer');

  // The resident (a phone) files a new business permit.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const resident = await phone.newPage();
  const token = await openAsNewResident(resident, request, retryMobile('639181970001'));
  const { applicationId, transactionId } = await fileNewPermit(request, token);
  // Zoning, fire, health and engineering clear it: it waits for the treasury's assessment.
  await clearedByEveryOffice(request, applicationId);
  const taxpayer = { Authorization: `Bearer ${token}` };
  const detail = await request.get(`/api/v1/taxpayers/transaction_histories/${transactionId}`, {
    headers: taxpayer,
  });
  const reference = ((await detail.json()) as { data: { attributes: { reference_number: string } } }).data
    .attributes.reference_number;

  // Officer A (1366 px) opens it from the assessment queue and lowers the fees: sent for approval.
  const deskA = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const officerA = await deskA.newPage();
  await enrolInConsole(officerA, A.username, A.password, A.name);
  await officerA.goto(queuePath('FOR ASSESSMENT (TREASURY)'));
  await openFromQueue(officerA, reference);
  await lowerFees(officerA);
  const card = officerA.getByRole('region', { name: 'Fee adjustment: Waiting for approval' });
  await expect(card.getByRole('row', { name: /^Total ₱1,575\.00 ₱500\.00$/ })).toBeVisible();
  await expect(
    card.getByText('You made this adjustment. Another officer must approve or reject it.'),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: 'Approve the adjustment' })).toHaveCount(0);
  await expectAccessible(officerA);
  // Nor can A approve it through the API with every role A holds.
  const own = await request.post(
    `/api/v1/staff/applications/${await applicationIdOf(officerA)}/adjustment/approve`,
    {
      headers: { Authorization: `Bearer ${await staffTokenOf(officerA)}` },
      data: { reason: 'Approving my own adjustment' },
    },
  );
  expect(own.status()).toBe(403);

  // The resident sees why there is nothing to pay yet: no SOA, no Pay Now; paymentgate refuses.
  await resident.goto(`/transaction-history/${transactionId}`);
  await expect(resident.locator('.transaction-summary').getByText('COMPUTED', { exact: true })).toBeVisible();
  await expect(
    resident.getByText(/waiting for a second officer's approval\. There is nothing to pay yet\./),
  ).toBeVisible();
  await expect(resident.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  await expect(resident.getByRole('region', { name: 'Statement of Account' })).toHaveCount(0);
  const refused = await request.post(`/api/v1/taxpayers/paymentgate/${transactionId}`, { headers: taxpayer });
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  await expectAccessible(resident);

  // Officer B (1366 px) finds it among the adjustments waiting for approval and approves it by keyboard.
  const deskB = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const officerB = await deskB.newPage();
  await enrolInConsole(officerB, B.username, B.password, B.name);
  await officerB
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Fee adjustments' })
    .click();
  await expect(officerB.getByRole('link', { name: /^Waiting for approval \(\d+\)$/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const item = officerB
    .locator('.console-item')
    .filter({ has: officerB.getByRole('link', { name: `Open ${reference}` }) });
  await expect(item.getByText('₱500.00 instead of ₱1,575.00')).toBeVisible();
  await expect(item.getByText(A.name, { exact: false })).toBeVisible();
  await expectAccessible(officerB);
  await item.getByRole('link', { name: `Open ${reference}` }).click();
  const decision = officerB.getByRole('form', { name: 'Approve or reject' });
  const why = decision.getByLabel('Reason for your decision');
  await expect(why).toBeVisible();
  // From the card's heading on, the keyboard alone: Tab to the reason, type it, Tab to Approve, Enter.
  await officerB.getByRole('heading', { name: 'Fee adjustment: Waiting for approval' }).click();
  await tabTo(officerB, why);
  await officerB.keyboard.type('Ordinance 2026-14 exempts senior citizen owners');
  await tabTo(officerB, decision.getByRole('button', { name: 'Approve the adjustment' }));
  await officerB.keyboard.press('Enter');
  await expect(
    officerB.getByText(/^Approved: SOA BP-SOA-\d{4}-\d{6}, ₱500\.00, is now payable\.$/),
  ).toBeVisible();
  await expect(officerB.getByRole('region', { name: 'Fee adjustment: Approved' })).toBeVisible();
  await expectAccessible(officerB);
  // The console's adjustment pages fit a 320 px phone.
  await officerB.setViewportSize({ width: 320, height: 800 });
  await expectNoSidewaysScroll(officerB);
  await officerB.goto('/console/adjustments?state=approved');
  await expect(officerB.getByRole('link', { name: `Open ${reference}` })).toBeVisible();
  await expectNoSidewaysScroll(officerB);

  // Both officers by name in the application's history.
  await officerA.reload();
  const history = officerA.getByRole('region', { name: 'Status history' });
  await expect(history.getByText(`by ${A.name}`).first()).toBeVisible();
  await expect(history.getByText(`by ${B.name}`).first()).toBeVisible();

  // The resident pays the adjusted amount (and the convenience fee), exactly what the checkout charges.
  await resident.reload();
  const soa = resident.getByRole('region', { name: 'Statement of Account' });
  await expect(soa.getByText('₱500.00').first()).toBeVisible();
  const shown = await shownTotal(resident.locator('.pay-now'));
  expect(shown).toBe('₱525.00');
  await resident.getByRole('button', { name: 'Pay Now' }).click();
  await expect(resident).toHaveURL(/\/pgi\?url=/);
  const gateway = resident.frameLocator('iframe[title="Payment gateway"]');
  await expect(gateway.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  expect(await checkoutAmount(gateway)).toBe(shown);
  await gateway.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(resident).toHaveURL(new RegExp(`/transaction-history/${transactionId}$`));
  await expectPaidWithReceipt(resident);

  // The day's collections report shows the receipt with the schedule's total and both officers.
  await officerB.setViewportSize({ width: 1366, height: 900 });
  await officerB.goto('/console/treasury');
  const adjusted = officerB.getByRole('table', { name: 'Collected other than the fee schedule' });
  const row = adjusted.getByRole('row').filter({ hasText: A.name });
  await expect(row).toContainText('₱1,575.00');
  await expect(row).toContainText('₱500.00');
  await expect(row).toContainText(B.name);
  await expectAccessible(officerB);

  await deskB.close();
  await deskA.close();
  await phone.close();
});

/** The application's id from the console page's address (/console/applications/{id}). */
const applicationIdOf = async (page: Page) => /\/console\/applications\/(\d+)/.exec(page.url())?.[1] ?? '';
