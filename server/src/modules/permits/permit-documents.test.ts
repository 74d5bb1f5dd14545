import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/applications-schema';
import { collidingLines, drawnTexts } from '../../documents/pdf/pdf-text-test-kit';
import { readPdfQr } from '../../documents/pdf/pdf-qr-test-kit';
import { filedApplication } from '../assessment/assessment-test-kit';
import { moveStatus } from '../applications/move-status';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { staffBearer } from '../staff/staff-test-kit';

// An application's documents from the document service: its SOA (new), its official receipt (now
// with a QR) and its permit, as the owner downloads them and staff list and print them.
let t: PaymentsTestApp;
let treasury: string;
let licensing: string;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  treasury = await staffBearer(t, ['treasury']);
  licensing = await staffBearer(t, ['licensing']);
});
afterAll(() => t.close());

type Payer = Awaited<ReturnType<PaymentsTestApp['payer']>>;
const post = (path: string, auth: string) =>
  t.request('POST', path, { Authorization: auth, 'Content-Type': 'application/json' }, '{}');
const pdfOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());
const verified = async (url: string | null) => {
  const code = new URL(url ?? 'http://x/').pathname.split('/').at(-1) ?? '';
  return (
    (await (await t.request('GET', `/api/v1/documents/verify/${code}`)).json()) as {
      data: Record<string, unknown>;
    }
  ).data;
};
const listed = async (applicationId: number, auth = licensing) =>
  (
    (await (
      await t.request('GET', `/api/v1/staff/applications/${String(applicationId)}/documents`, {
        Authorization: auth,
      })
    ).json()) as { data: { kind: string; number: string; title: { en: string }; prints: number }[] }
  ).data;

async function assessed(payer: Payer) {
  const app = await filedApplication(t, payer);
  const res = await post(`/api/v1/staff/applications/${String(app.id)}/assess`, treasury);
  const soa = ((await res.json()) as { data: { soa: { number: string } } }).data.soa;
  return { ...app, soaNumber: soa.number };
}

describe('the statement of account as a document', () => {
  it('downloads as a PDF whose QR verifies its number and total; the owner’s only, once assessed', async () => {
    const payer = await t.payer();
    const filed = await filedApplication(t, payer);
    const path = (id: number) => `/api/v1/taxpayers/applications/${String(id)}/soa`;
    expect((await t.request('GET', path(filed.id), payer.auth)).status).toBe(404);

    const app = await assessed(payer);
    expect((await t.request('GET', path(app.id), (await t.payer()).auth)).status).toBe(404);
    const res = await t.request('GET', path(app.id), payer.auth);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="${app.soaNumber}.pdf"`);
    const pdf = await pdfOf(res);
    const texts = (await drawnTexts(pdf)).map((d) => d.text);
    expect(texts).toEqual(
      expect.arrayContaining(['STATEMENT OF ACCOUNT', 'Business tax: SARI-SARI STORE', 'PHP 1,575.00']),
    );
    expect(await verified(await readPdfQr(pdf))).toMatchObject({
      kind: 'statement-of-account',
      number: app.soaNumber,
      status: 'VALID',
      fields: [{ label: { en: 'Total Amount Due', fil: 'Kabuuang Babayaran' }, value: '₱1,575.00' }],
    });
    // The transaction page links it.
    const billing = (await (
      await t.request(
        'GET',
        `/api/v1/taxpayers/transaction_histories/${String(app.transactionId)}/application_billing`,
        payer.auth,
      )
    ).json()) as { data: { soa: { download_url: string } } };
    expect(billing.data.soa.download_url).toBe(path(app.id));
  });
});

describe('the official receipt as a document', () => {
  it('prints the payment with a QR that verifies its OR number, date and total', async () => {
    const payer = await t.payer();
    const app = await assessed(payer);
    await t.webhook((await t.checkoutFor(app.transactionId, payer.auth)).id, 'paid');
    const paid = await t.transaction(app.transactionId);
    const res = await t.request(
      'GET',
      `/api/v1/taxpayers/transaction_histories/${String(app.transactionId)}/receipt.pdf`,
      payer.auth,
    );
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="${paid?.officialReceiptNumber ?? ''}.pdf"`,
    );
    const pdf = await pdfOf(res);
    expect(collidingLines(await drawnTexts(pdf))).toEqual([]);
    expect(await verified(await readPdfQr(pdf))).toMatchObject({
      kind: 'official-receipt',
      number: paid?.officialReceiptNumber,
      valid_until: null,
      status: 'VALID',
      fields: [{ label: { en: 'Date Paid' } }, { label: { en: 'Total Paid' }, value: '₱1,600.00' }],
    });
  });
});

describe('GET /api/v1/staff/applications/{id}/documents', () => {
  it('lists what the application has been issued so far, for any staff member', async () => {
    const payer = await t.payer();
    const app = await assessed(payer);
    expect((await listed(app.id)).map((d) => [d.kind, d.number])).toEqual([
      ['statement-of-account', app.soaNumber],
    ]);
    await t.webhook((await t.checkoutFor(app.transactionId, payer.auth)).id, 'paid');
    // A long street: the permit's address wraps and what follows moves down.
    await t.db
      .update(applications)
      .set({
        payload: sql`jsonb_set(${applications.payload}, '{street}', '"BLOCK 12 LOT 34 PHASE 5 SAMPAGUITA STREET CORNER ILANG-ILANG AVENUE, GREENFIELDS SUBDIVISION"')`,
      })
      .where(eq(applications.id, app.id));
    t.clock.advanceMinutes(60);
    await moveStatus(t.db, { applicationId: app.id, to: 'FOR PRINTING', actor: 'staff:1' }, t.clock.now());
    const released = await post(`/api/v1/staff/applications/${String(app.id)}/release`, licensing);
    const permit = ((await released.json()) as { data: { permit: { number: string } } }).data.permit;
    const documents = await listed(app.id, treasury);
    expect(documents.map((d) => [d.kind, d.title.en, d.prints])).toEqual([
      ['statement-of-account', 'Statement of Account', 0],
      ['official-receipt', 'Official Receipt', 0],
      ['business-permit', 'Business Permit', 0],
    ]);
    expect(documents[2]?.number).toBe(permit.number);

    const pdf = await pdfOf(
      await t.request('GET', `/api/v1/taxpayers/applications/${String(app.id)}/permit`, payer.auth),
    );
    const texts = await drawnTexts(pdf);
    expect(collidingLines(texts)).toEqual([]);
    const activities = texts.find((d) => d.text === 'Business activities');
    const street = texts.find((d) => d.text.startsWith('BLOCK 12 LOT 34'));
    expect((activities?.y ?? 0) < (street?.y ?? 0)).toBe(true);

    expect(
      (await t.request('GET', `/api/v1/staff/applications/${String(app.id)}/documents`, payer.auth)).status,
    ).toBe(403);
    expect(
      (await t.request('GET', '/api/v1/staff/applications/99999999/documents', { Authorization: licensing }))
        .status,
    ).toBe(404);
  });
});
