import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './expect-accessible';
import { documentPng } from './file-business-permit';
import { PHONE, selectTransaction } from './kind-journey';
import { openAsNewResident } from './new-account';
import { expectNoSidewaysScroll } from './no-sideways-scroll';
import { operatorCli } from './operator-cli';
import { retryMobile } from './retry-mobile';

// Issue 27's ordinance violation receipts as a resident pays one on a 390 px phone: the office
// imports the ticket an enforcer wrote; the resident finds it by its number and last name in
// Select Transaction (OVRS › OVR PAYMENT), sends its photo (a file that is no image is refused),
// gets the statement of account, pays it at the gateway, and downloads the official receipt.

/** A ticket the office imports from the command line while the portal runs; answers its number. */
async function importTicket() {
  const ovrNo = `OVR-E2E-${String(Date.now()).slice(-8)}`;
  const file = join(await mkdtemp(join(tmpdir(), 'bayan-ovr-')), 'tickets.csv');
  await writeFile(
    file,
    [
      'ovr_no,violator_name,violator_last_name,apprehended_at,place,plate_no,ordinance,violation,amount',
      `${ovrNo},MARIA L. SANTOS,SANTOS,2026-06-10 14:20,PUBLIC MARKET,NAB 4321,CITY ORDINANCE 2017-008 SEC. 4,LOADING IN A NO-LOADING ZONE,500.00`,
      `${ovrNo},MARIA L. SANTOS,SANTOS,2026-06-10 14:20,PUBLIC MARKET,NAB 4321,CITY ORDINANCE 2017-008 SEC. 6,OBSTRUCTING A SIDEWALK,1000.00`,
    ].join('\n'),
  );
  expect(operatorCli(['import', 'ovr', file])).toContain('imported 1 ordinance violation receipts');
  return ovrNo;
}

test('a resident finds an ordinance violation receipt, sends its photo, pays it and downloads the receipt', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const ovrNo = await importTicket();
  const phone = await browser.newContext(PHONE);
  const page = await phone.newPage();
  await openAsNewResident(page, request, retryMobile('639182800002'));
  await selectTransaction(page, /^Ordinance Violation Receipt/, 'OVR PAYMENT');
  await expect(page).toHaveURL(/\/create-transaction\/ordinance-violation-system$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ordinance Violation Receipt' })).toBeVisible();

  // A wrong last name finds nothing; Back keeps what was typed.
  await page.getByLabel('OVR Number').fill(ovrNo.toLowerCase());
  await page.getByLabel("Violator's Last Name").fill('Reyes');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No Record Found')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByLabel("Violator's Last Name").fill('Santos');
  await page.getByRole('button', { name: 'Search' }).click();

  const ticket = page.getByRole('region', { name: 'Ordinance violation receipt' });
  await expect(ticket.getByText(`OVR No. ${ovrNo}: ₱1,500.00`)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Ordinances violated' }).getByText('OBSTRUCTING A SIDEWALK'),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // A file named like a photo that is not one is refused by its content.
  const photo = page.getByLabel('Photo of the OVR');
  await photo.setInputFiles({
    name: 'ovr.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a photo at all'),
  });
  await expect(page.getByText('File size is too large or file format is invalid.')).toBeVisible();
  await photo.setInputFiles({ name: 'ovr.png', mimeType: 'image/png', buffer: await documentPng() });

  // The photo issues the statement of account, kept in the address.
  await expect(page).toHaveURL(/\/create-transaction\/ordinance-violation-system\?receipt=\d+$/);
  const soa = page.getByRole('region', { name: 'Statement of Account' });
  await expect(soa.getByText(/^OVR-SOA-\d{4}-\d{6}$/)).toBeVisible();
  await expect(soa.getByText('Payable')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await page.reload();
  await expect(soa.getByText('₱1,500.00').first()).toBeVisible();

  await soa.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/pgi\?url=/);
  await page
    .frameLocator('iframe[title="Payment gateway"]')
    .getByRole('button', { name: 'Pay', exact: true })
    .click();
  await expect(page).toHaveURL(/\/transaction-history\/\d+$/);
  const paid = page.locator('.transaction-summary').getByText('PAID', { exact: true });
  await expect(async () => {
    await page.reload();
    await expect(paid).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Receipt' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);

  // The look-up now says it is paid.
  await selectTransaction(page, /^Ordinance Violation Receipt/, 'OVR PAYMENT');
  await page.getByLabel('OVR Number').fill(ovrNo);
  await page.getByLabel("Violator's Last Name").fill('Santos');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('This ordinance violation receipt has already been paid.')).toBeVisible();
  await phone.close();
});
