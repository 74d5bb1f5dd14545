import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readPdfQr } from '../../server/src/documents/pdf/pdf-qr-test-kit';
import { enrolInConsole } from './console-enrol';
import { expectAccessible } from './expect-accessible';
import { documentPng } from './file-business-permit';
import { openAsNewResident } from './new-account';
import { expectNoSidewaysScroll } from './no-sideways-scroll';
import { openFromQueue } from './open-from-queue';
import { operatorCli } from './operator-cli';
import { retryMobile } from './retry-mobile';
import { retryUsername } from './retry-username';

// A certified copy of a birth certificate (issue 27), as a new resident asks for one on a 390 px
// phone in Filipino: filed, approved in /console by the Local Civil Registry Office's officer,
// paid in the sandbox, marked for printing (the resident is texted), printed, held for pick-up as
// the resident chose, released; the release record downloads and its QR code opens a page
// saying it is valid.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const OFFICER = {
  get username() {
    return retryUsername('e2e.registrar');
  },
  password: 'Registrar journey pass 2026',
  name: 'Nora Bautista',
};

/** The page is laid out for a phone and has no serious accessibility problem. */
async function checkPage(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
}

/** The status the resident's transaction page shows (in Filipino), read again as they would. */
async function expectStatus(page: Page, status: string) {
  const shown = page.locator('.transaction-summary').getByText(status, { exact: true });
  await expect(async () => {
    await page.reload();
    await expect(shown).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** The resident is texted `body` (the development outbox keeps what the SMS adapter sent). */
async function expectText(request: APIRequestContext, mobile: string, body: string) {
  await expect(async () => {
    const sent = (await (await request.get(`/api/dev/outbox?to=${mobile}`)).json()) as {
      data: { body: string }[];
    };
    expect(sent.data.map((m) => m.body)).toContain(body);
  }).toPass({ timeout: 15_000 });
}

/** The officer's move on the application's page, and the console's word that it is done. */
async function officerMoves(officer: Page, button: string, status: string) {
  await officer.reload();
  await officer.getByRole('button', { name: button }).click();
  await expect(officer.getByText(`The application is now ${status}.`)).toBeVisible();
}

test('a new resident gets a certified copy of a birth certificate in Filipino: approved, paid, printed, picked up, released', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const made = operatorCli(
    [
      'staff',
      'create',
      OFFICER.username,
      '--name',
      OFFICER.name,
      '--email',
      'nora.bautista@lgu.example',
      '--roles',
      'civil-registry',
      '--password-stdin',
    ],
    OFFICER.password,
  );
  expect(made).toContain(`staff member ${OFFICER.username} created`);

  const phone = await browser.newContext(PHONE);
  const page = await phone.newPage();
  const mobile = retryMobile('639182710001');
  const token = await openAsNewResident(page, request, mobile);

  // The language switch, in the phone's menu.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'Filipino' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: /E-Gobyerno|E-Government/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Pumili ng Transaksyon' });
  await dialog.getByRole('button', { name: /Sibil na Rehistro/ }).click();
  await dialog.getByLabel('Uri ng Transaksyon').selectOption({ label: 'Sertipiko ng Kapanganakan' });
  await checkPage(page);
  await dialog.getByRole('button', { name: 'Magpatuloy' }).click();
  await expect(page).toHaveURL(/\/create-transaction\/birth-certificate-new$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sertipiko ng Kapanganakan (Sertipikadong Kopya)' }),
  ).toBeVisible();

  // Whose record: her own.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Kaninong Sertipiko ng Kapanganakan' }),
  ).toBeVisible();
  await page.getByLabel('Pangalan', { exact: true }).fill('Maria');
  await page.getByLabel('Gitnang Pangalan').fill('Reyes');
  await page.getByLabel('Apelyido', { exact: true }).fill('Santos');
  await page.getByLabel('Petsa ng Kapanganakan').fill('1990-06-12');
  await page.getByLabel('Lugar ng Kapanganakan (Lungsod / Bayan)').fill('Santa Cruz, Laguna');
  await page.getByLabel('Buong Pangalan ng Ama').fill('Jose Santos');
  await page.getByLabel('Buong Pangalan ng Ina noong Dalaga').fill('Ana Reyes');
  await checkPage(page);
  await page.getByRole('button', { name: 'Susunod' }).click();

  // The requester: the profile gave the name and mobile; the address is where a delivery goes.
  await expect(page.getByLabel('Pangalan', { exact: true })).toHaveValue(/maria/i);
  await expect(page.getByLabel('Numero ng Mobile')).toHaveValue(/^09\d{9}$/);
  const address = page.getByRole('group', { name: 'Tirahan' });
  await address.getByLabel('Rehiyon').selectOption({ label: 'Region IV-A (CALABARZON)' });
  await address.getByLabel('Probinsya').selectOption({ label: 'Laguna' });
  await address.getByLabel('Lungsod / Bayan').selectOption({ label: 'Bayan Demo City' });
  await address.getByLabel('Barangay').selectOption({ label: 'Poblacion' });
  await page.getByLabel('Numero ng Bahay / Kalye').fill('7 Mabini Street');
  await checkPage(page);
  await page.getByRole('button', { name: 'Susunod' }).click();

  // The request: a FRONT copy with LCR FORM 1-A for a passport, picked up at the office.
  await page.getByLabel('Kaugnayan sa May-ari ng Rekord').selectOption({ label: 'Ang may-ari (ako mismo)' });
  await page.getByLabel('Layunin', { exact: true }).selectOption({ label: 'KAILANGAN SA PASAPORTE' });
  await page.getByLabel('Uri ng Kopya').selectOption({ label: 'HARAP (FRONT)' });
  await page.getByLabel('Bilang ng Kopya').fill('1');
  await page.getByLabel('LCR FORM 1-A').check();
  await page
    .getByLabel('Kukunin o Ihahatid')
    .selectOption({ label: 'Kukunin sa Tanggapan ng Sibil na Rehistro' });
  await checkPage(page);
  await page.getByRole('button', { name: 'Susunod' }).click();
  await page
    .getByLabel('Valid ID')
    .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: await documentPng() });
  await expect(page.getByText('Na-upload na. Pumili ng ibang file para palitan ito.')).toBeVisible();
  await page.getByRole('button', { name: 'Susunod' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Suriin at Ipasa' })).toBeVisible();
  await checkPage(page);
  await page.getByLabel('Pinatutunayan kong totoo ang impormasyong ibinigay').check();
  await page.getByRole('button', { name: 'Ipasa ang Aplikasyon' }).click();
  await expect(page).toHaveURL(/\/transaction-history\/\d+$/);
  const transactionId = /\/transaction-history\/(\d+)$/.exec(page.url())?.[1] ?? '';
  const history = await request.get(`/api/v1/taxpayers/transaction_histories/${transactionId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const reference = ((await history.json()) as { data: { attributes: { reference_number: string } } }).data
    .attributes.reference_number;
  await expectStatus(page, 'NAKABINBIN');
  await checkPage(page);

  // The civil registry's officer (a desk) approves it: billed at once, ₱50.00 and ₱100.00 (§9).
  const desk = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const officer = await desk.newPage();
  await enrolInConsole(officer, OFFICER.username, OFFICER.password, OFFICER.name);
  await openFromQueue(officer, reference);
  await expect(officer.getByText('PASSPORT REQUIREMENT')).toBeVisible();
  await officerMoves(officer, 'Approve for assessment', 'WAITING FOR PAYMENT');
  await expectAccessible(officer);

  await page.reload();
  const soa = page.getByRole('region', { name: 'Statement of Account' });
  await expect(soa.getByText('₱150.00').first()).toBeVisible();
  await checkPage(page);
  await page.getByRole('button', { name: 'Bayaran Ngayon' }).click();
  await expect(page).toHaveURL(/\/pgi\?url=/);
  await page
    .frameLocator('iframe[title="Payment gateway"]')
    .getByRole('button', { name: 'Pay', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/transaction-history/${transactionId}$`));
  await expectStatus(page, 'BAYAD NA');

  // Paid: the office prints it (the resident is texted), then holds it for pick-up.
  await officerMoves(officer, 'Mark for printing', 'FOR PRINTING');
  // In her language: the switch saved Filipino on her account.
  await expectText(
    request,
    mobile,
    `Bayad na ang iyong kahilingan ${reference} para sa sertipikadong kopya at ipini-print na ito. Magte-text kami kapag na-print na.`,
  );
  await expectStatus(page, 'IPI-PRINT');
  await officerMoves(officer, 'Mark as printed', 'PRINTED');
  await expect(officer.getByRole('button', { name: 'Out for delivery' })).toHaveCount(0);
  await officerMoves(officer, 'Ready for pick-up', 'FOR PICK-UP');
  await expectText(
    request,
    mobile,
    `Na-print na at handa nang kunin sa Tanggapan ng Sibil na Rehistro ang iyong sertipikadong kopya para sa kahilingan ${reference}. Magdala ng valid ID.`,
  );
  await expectStatus(page, 'HANDA NANG KUNIN');
  await checkPage(page);

  // She picks it up: the officer releases it with its release record.
  await officer.reload();
  await officer.getByRole('button', { name: 'Release the record' }).click();
  await expect(officer.getByText(/^Released: record LCRB-\d{4}-\d{6}\.$/)).toBeVisible();
  await expectAccessible(officer);

  await expectStatus(page, 'INILABAS');
  await checkPage(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'I-download ang Talaan' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^birth-certificate-copy-release-LCRB-\d{4}-\d{6}\.pdf$/);
  const url = await readPdfQr(new Uint8Array(await readFile(await download.path())));
  expect(url).toMatch(/\/verify\/[\w-]{20}$/);

  // Anyone who scans it, in Filipino on a phone, reads that the release is genuine.
  await page.goto(new URL(url ?? '').pathname);
  await expect(page.getByText('May bisa ang talaan na ito.')).toBeVisible();
  await expect(page.getByText(/^Maria Reyes Santos$/i)).toBeVisible();
  await checkPage(page);
  await desk.close();
  await phone.close();
});
