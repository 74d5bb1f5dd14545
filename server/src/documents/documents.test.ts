import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPrints, issuedDocuments } from '../db/documents-schema';
import { createPaymentsTestApp, type PaymentsTestApp } from '../modules/payments/payments-test-kit';
import { staffBearer } from '../modules/staff/staff-test-kit';
import type { DocumentKind, IssueRequest } from './document-kind';
import { readPdfQr } from './pdf/pdf-qr-test-kit';

// A clearance as a kind would register it: numbered per year, valid 30 days, its holder on /verify.
const clearance: DocumentKind = {
  kind: 'test-clearance',
  title: { en: 'Test Clearance', fil: 'Pagsubok na Clearance' },
  noun: { en: 'clearance', fil: 'clearance' },
  series: { series: 'TEST-CLEARANCE', prefix: 'TC' },
  validity: { days: 30 },
  issued: 'on release',
  template: {
    paper: 'A5',
    heading: 'CLEARANCE',
    numberLabel: 'Clearance No.',
    blocks: [{ row: 'Name', value: { join: ['first_name', 'last_name'] } }],
    qrNote: 'Scan the code to check this clearance:',
    notes: '',
  },
  verify: [{ label: { en: 'Name', fil: 'Pangalan' }, value: { join: ['first_name', 'last_name'] } }],
  fileName: 'clearance-{number}.pdf',
};

let t: PaymentsTestApp;
let serial = 0;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  t.services.documents.registry.register(clearance);
});
afterAll(() => t.close());

const request = (
  facts: Record<string, unknown> = { first_name: 'JUAN', last_name: 'DELA CRUZ' },
): IssueRequest => ({
  kind: clearance.kind,
  subjectKey: `test:${String(++serial)}`,
  facts,
  issuedBy: 'staff:9',
  issuedByName: 'Ana Cruz',
});
const issue = (req = request()) =>
  t.db.transaction((tx) => t.services.documents.issue(tx, req, t.clock.now()));
const verify = (code: string) => t.request('GET', `/api/v1/documents/verify/${code}`);

describe('issuing', () => {
  it('numbers each kind’s documents in its series, per Manila year, and issues once per subject', async () => {
    const first = await issue();
    const second = await issue();
    const year = new Date(t.clock.now().getTime() + 8 * 3_600_000).getUTCFullYear();
    expect(first.number).toBe(`TC-${String(year)}-000001`);
    expect(second.number).toBe(`TC-${String(year)}-000002`);
    expect(first.verifyCode).toMatch(/^[\w-]{20}$/);
    expect(second.verifyCode).not.toBe(first.verifyCode);
    const again = await t.db.transaction((tx) =>
      t.services.documents.issue(tx, { ...request(), subjectKey: first.subjectKey }, t.clock.now()),
    );
    expect(again.id).toBe(first.id);
  });

  it('uses no number when the issuing transaction rolls back', async () => {
    const before = await issue();
    await expect(
      t.db.transaction(async (tx) => {
        await t.services.documents.issue(tx, request(), t.clock.now());
        throw new Error('the release failed');
      }),
    ).rejects.toThrow('the release failed');
    const after = await issue();
    expect(Number(after.number.slice(-6))).toBe(Number(before.number.slice(-6)) + 1);
  });
});

describe('GET /api/v1/documents/verify/{code} (public)', () => {
  it('answers the entry’s words and fields, valid until its last day, nothing cached', async () => {
    const document = await issue();
    const res = await verify(document.verifyCode);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual({
      data: {
        kind: 'test-clearance',
        title: clearance.title,
        noun: clearance.noun,
        number: document.number,
        valid: true,
        status: 'VALID',
        valid_until: document.validUntil,
        issued_at: document.issuedAt.toISOString(),
        fields: [{ label: { en: 'Name', fil: 'Pangalan' }, value: 'JUAN DELA CRUZ' }],
      },
    });
  });

  it('says EXPIRED the day after its validity, and 404 for a code nobody was given', async () => {
    const document = await issue();
    t.clock.advanceMinutes(31 * 24 * 60);
    expect(await (await verify(document.verifyCode)).json()).toMatchObject({
      data: { valid: false, status: 'EXPIRED' },
    });
    const unknown = await verify('AAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: 'No document has this verification code.' });
    expect((await verify('short')).status).toBe(404);
    const inFilipino = await t.request('GET', '/api/v1/documents/verify/AAAAAAAAAAAAAAAAAAAA', {
      'Accept-Language': 'fil',
    });
    expect(await inFilipino.json()).toMatchObject({
      message: 'Walang dokumentong may ganitong verification code.',
    });
  });

  it('is what the QR code printed on the document opens', async () => {
    const document = await issue();
    const { pdf, fileName } = await t.services.documents.pdf(document);
    expect(fileName).toBe(`clearance-${document.number}.pdf`);
    const url = await readPdfQr(pdf);
    expect(url).toMatch(new RegExp(`/verify/${document.verifyCode}$`));
  });
});

describe('POST /api/v1/staff/documents/{id}/print', () => {
  const print = (id: number, auth?: string, body: unknown = {}) =>
    t.request(
      'POST',
      `/api/v1/staff/documents/${String(id)}/print`,
      { ...(auth && { Authorization: auth }), 'Content-Type': 'application/json' },
      JSON.stringify(body),
    );
  const prints = (documentId: number) =>
    t.db
      .select()
      .from(documentPrints)
      .where(eq(documentPrints.documentId, documentId))
      .orderBy(documentPrints.id);

  it('prints once as issued, again only with a reason, and audits each print', async () => {
    const officer = await staffBearer(t, ['licensing']);
    const document = await issue();
    const first = await print(document.id, officer);
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('application/pdf');
    expect(first.headers.get('Content-Disposition')).toBe(
      `attachment; filename="clearance-${document.number}.pdf"`,
    );

    const refused = await print(document.id, officer);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      errors: { reason: ['Say why the document is printed again.'] },
    });
    const tooLong = await print(document.id, officer, { reason: 'x'.repeat(501) });
    expect(tooLong.status).toBe(422);
    expect(await tooLong.json()).toMatchObject({
      errors: { reason: ['The reason must not be more than 500 characters.'] },
    });
    expect((await print(document.id, officer, { reason: 'The first copy was torn.' })).status).toBe(200);

    const audit = await prints(document.id);
    expect(audit.map((p) => [p.reprint, p.reason])).toEqual([
      [false, ''],
      [true, 'The first copy was torn.'],
    ]);
    expect(audit[0]?.actor).toMatch(/^staff:\d+$/);

    // The console's audit log shows both, by the officer's name and the document's number.
    const auditor = await staffBearer(t, ['administrator']);
    const log = await t.request('GET', '/api/v1/staff/audit?action=document.reprint', {
      Authorization: auditor,
    });
    const { data } = (await log.json()) as { data: Record<string, unknown>[] };
    expect(data.find((row) => row.subject === document.number)).toMatchObject({
      action: 'document.reprint',
      actor_name: 'Test Officer',
      detail: { kind: 'test-clearance', reason: 'The first copy was torn.' },
    });
  });

  it('needs documents.print: 401 without a token, 403 for a resident or support, 404 for no such document', async () => {
    const document = await issue();
    expect((await print(document.id)).status).toBe(401);
    const payer = await t.payer();
    expect((await print(document.id, payer.auth.Authorization)).status).toBe(403);
    // Taxpayer support sees applications but prints nothing.
    expect((await print(document.id, await staffBearer(t, ['support']))).status).toBe(403);
    expect((await print(999_999, await staffBearer(t, ['treasury']))).status).toBe(404);
    expect((await print(0, await staffBearer(t, ['treasury']))).status).toBe(404);
    expect(await prints(document.id)).toEqual([]);
  });
});

describe('the issued documents table', () => {
  it('keeps what a document said when it was issued', async () => {
    const document = await issue(request({ first_name: 'ROSA', last_name: 'LIM' }));
    const [row] = await t.db.select().from(issuedDocuments).where(eq(issuedDocuments.id, document.id));
    expect(row?.facts).toEqual({ first_name: 'ROSA', last_name: 'LIM' });
    expect(row?.issuedByName).toBe('Ana Cruz');
  });
});
