import { expect, test, type Browser, type Page } from '@playwright/test';
import { enrolInConsole } from './console-enrol';
import { expectAccessible } from './expect-accessible';
import { fileNewPermit } from './file-business-permit';
import { createOfficer } from './kind-journey';
import { openAsNewResident } from './new-account';
import { expectNoSidewaysScroll } from './no-sideways-scroll';
import { openFromQueue, queuePath } from './open-from-queue';
import { retryMobile } from './retry-mobile';
import { retryUsername } from './retry-username';

// Issue 28, JMC 2016-01: a new business permit is endorsed to zoning, the Bureau of Fire
// Protection, the health office (sanitary) and engineering, who review it at the same time, each in
// its own console. Fire returns it; the resident corrects it; fire clears it, the other clearances
// standing; the last clearance sends it to the treasury, which assesses it. All at 1366 px.

const officer = (base: string, name: string, roles: string) => ({
  // Read in the test, when its attempt is known.
  get username() {
    return retryUsername(base);
  },
  name,
  roles,
  password: 'Endorsement journey pass 2026',
  email: `${base}@lgu.example`,
});
const ZONING = officer('e2e.zoning', 'Zaldy Ramos', 'zoning');
const FIRE = officer('e2e.fire', 'Fe Bautista', 'fire');
// One inspector of the health office (sanitary) who is also the building official.
const INSPECTOR = officer('e2e.inspector', 'Sol Mendoza', 'sanitary,engineering');
const ASSESSOR = officer('e2e.assessor', 'Teresa Lim', 'treasury');
const REASON = 'The business area does not match the floor we inspected (36 sq m). Correct it.';
const DESK = { viewport: { width: 1366, height: 900 } };

/** An officer at their own desk (browser context), signed in for the first time. */
async function atDesk(browser: Browser, who: typeof ZONING) {
  const page = await (await browser.newContext(DESK)).newPage();
  await enrolInConsole(page, who.username, who.password, who.name);
  return page;
}

/** The application's Endorsements panel in the console. */
const panelOf = (page: Page) => page.getByRole('region', { name: 'Endorsements' });

test('a business permit is cleared by zoning, sanitary and engineering at once, returned by fire, corrected, cleared by fire and assessed', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  for (const who of [ZONING, FIRE, INSPECTOR, ASSESSOR]) createOfficer(who, who.roles);

  // The resident files a new business permit; its page lists the four offices, none cleared yet.
  const resident = await (await browser.newContext(DESK)).newPage();
  const token = await openAsNewResident(resident, request, retryMobile('639181990001'));
  const { transactionId } = await fileNewPermit(request, token);
  await resident.goto(`/transaction-history/${transactionId}`);
  const summary = resident.locator('.transaction-summary');
  const reference = ((await summary.locator('dt:text-is("Reference No.") + dd').textContent()) ?? '').trim();
  const clearances = resident.getByRole('region', { name: 'Clearances' });
  await expect(clearances.getByRole('listitem')).toHaveText([
    /^Zoning Office\s*Waiting for clearance$/,
    /^Bureau of Fire Protection\s*Waiting for clearance$/,
    /^Health Office\s*Waiting for clearance$/,
    /^Engineering Office\s*Waiting for clearance$/,
  ]);
  await expectNoSidewaysScroll(resident);
  await expectAccessible(resident);

  // Each office's officer signs in at their own desk and finds it in their own clearances queue.
  const [zoning, fire, inspector] = await Promise.all([
    atDesk(browser, ZONING),
    atDesk(browser, FIRE),
    atDesk(browser, INSPECTOR),
  ]);
  for (const desk of [zoning, fire, inspector]) {
    await expect(desk).toHaveURL(/\/console\/clearances$/);
    await expect(desk.getByRole('heading', { name: 'Clearances' })).toBeVisible();
    await openFromQueue(desk, reference);
    await expect(panelOf(desk)).toBeVisible();
  }
  await expectAccessible(zoning);
  // Each sees only its own office's buttons; nobody may approve it.
  await expect(panelOf(zoning).getByRole('button')).toHaveText([
    'Clear (Zoning Office)',
    'Return (Zoning Office)',
  ]);
  await expect(panelOf(inspector).getByRole('button')).toHaveText([
    'Clear (Health Office)',
    'Return (Health Office)',
    'Clear (Engineering Office)',
    'Return (Engineering Office)',
  ]);
  await expect(zoning.getByRole('button', { name: 'Approve for assessment' })).toHaveCount(0);

  // Zoning, sanitary and engineering clear it at the same moment, at two desks: none is lost.
  await Promise.all([
    zoning.getByRole('button', { name: 'Clear (Zoning Office)' }).click(),
    (async () => {
      await inspector.getByRole('button', { name: 'Clear (Health Office)' }).click();
      await expect(
        inspector.getByText('Cleared for the Health Office. The application is now PENDING.'),
      ).toBeVisible();
      await inspector.getByRole('button', { name: 'Clear (Engineering Office)' }).click();
    })(),
  ]);
  await expect(
    zoning.getByText('Cleared for the Zoning Office. The application is now PENDING.'),
  ).toBeVisible();
  await expect(
    inspector.getByText('Cleared for the Engineering Office. The application is now PENDING.'),
  ).toBeVisible();
  await expect(panelOf(zoning).getByText(/^Cleared by Zaldy Ramos, /)).toBeVisible();

  // Fire returns it, with the reason the resident reads.
  await fire.reload();
  await expect(panelOf(fire).getByText(/^Cleared by Sol Mendoza, /)).toHaveCount(2);
  await panelOf(fire).getByRole('button', { name: 'Return (Bureau of Fire Protection)' }).click();
  const dialog = fire.getByRole('dialog', { name: 'Return to the applicant (Bureau of Fire Protection)' });
  await dialog.getByLabel('Reason').fill(REASON);
  await expectAccessible(fire);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    fire.getByText(
      'Returned to the applicant for the Bureau of Fire Protection. The application is now FOR RESUBMISSION.',
    ),
  ).toBeVisible();

  // The resident reads who returned it and why, and which offices have cleared it; corrects the area.
  await resident.reload();
  await expect(summary.getByText('FOR RESUBMISSION', { exact: true })).toBeVisible();
  await expect(clearances.getByRole('listitem')).toHaveText([
    /^Zoning Office\s*Cleared\s*Cleared on /,
    `Bureau of Fire ProtectionReturnedReturned: ${REASON}`,
    /^Health Office\s*Cleared\s*Cleared on /,
    /^Engineering Office\s*Cleared\s*Cleared on /,
  ]);
  const returned = resident.getByRole('region', { name: 'Returned for resubmission' });
  await expect(returned.getByText(`Reason given by the office: ${REASON}`)).toBeVisible();
  await expectNoSidewaysScroll(resident);
  await expectAccessible(resident);
  await returned.getByRole('link', { name: 'Resubmit' }).click();
  await expect(resident).toHaveURL(/\/create-transaction\/e2e-business-permit-new\?resubmit=/);
  for (let step = 0; step < 2; step += 1) await resident.getByRole('button', { name: 'Next' }).click();
  await resident.getByLabel('Business Area (sq m)').fill('36');
  for (let step = 0; step < 4; step += 1) await resident.getByRole('button', { name: 'Next' }).click();
  await expect(resident.getByRole('heading', { level: 2, name: 'Review and Submit' })).toBeVisible();
  const certify = resident.getByLabel(/I certify that the information given is true/);
  if (!(await certify.isChecked())) await certify.check();
  await resident.getByRole('button', { name: 'Submit Application' }).click();
  await expect(resident).toHaveURL(new RegExp(`/transaction-history/${transactionId}$`));
  await expect(summary.getByText('PENDING', { exact: true })).toBeVisible();
  // The clearances given stand; fire reviews the correction.
  await expect(clearances.getByRole('listitem').nth(1)).toHaveText(
    /^Bureau of Fire Protection\s*Waiting for clearance$/,
  );
  await expect(clearances.getByRole('listitem').nth(0)).toHaveText(/^Zoning Office\s*Cleared/);

  // Fire finds it in its queue again and clears it: every office has, so it goes to the treasury.
  await fire.goto('/console/clearances');
  await openFromQueue(fire, reference);
  await panelOf(fire).getByRole('button', { name: 'Clear (Bureau of Fire Protection)' }).click();
  await expect(
    fire.getByText(
      'Cleared for the Bureau of Fire Protection. The application is now FOR ASSESSMENT (TREASURY).',
    ),
  ).toBeVisible();
  await expect(panelOf(fire).getByRole('button')).toHaveCount(0);
  await expectAccessible(fire);
  // Zoning's desk: nothing left to decide on it.
  await zoning.reload();
  await expect(panelOf(zoning).getByText(/^Cleared by /)).toHaveCount(4);
  await expect(panelOf(zoning).getByRole('button')).toHaveCount(0);

  // The treasury's assessor finds it waiting for assessment and assesses it.
  const assessor = await atDesk(browser, ASSESSOR);
  await assessor.goto(queuePath('FOR ASSESSMENT (TREASURY)'));
  await openFromQueue(assessor, reference);
  await expect(panelOf(assessor).getByText(/^Cleared by /)).toHaveCount(4);
  await assessor
    .getByRole('form', { name: 'Assessment', exact: true })
    .getByRole('button', { name: 'Confirm the assessment' })
    .click();
  await expect(
    assessor.getByText(/^Assessed: SOA BP-SOA-\d{4}-\d{6}, ₱[\d,]+\.\d{2}, payable until /),
  ).toBeVisible();
  await expectAccessible(assessor);

  // The resident's page: every office has cleared it, and it waits for payment.
  await resident.reload();
  await expect(summary.getByText('WAITING FOR PAYMENT', { exact: true })).toBeVisible();
  await expect(clearances.getByText('Every office has cleared your application.')).toBeVisible();
  await expectAccessible(resident);
});
