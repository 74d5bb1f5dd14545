import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applicationStatusChanges } from '../../db/applications-schema';
import { outbox } from '../../db/auth-schema';
import { issuedDocuments } from '../../db/documents-schema';
import { filedApplication } from '../assessment/assessment-test-kit';
import { moveStatus } from '../applications/move-status';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { signedInStaff, staffBearer } from '../staff/staff-test-kit';
import { readPdfQr } from '../../documents/pdf/pdf-qr-test-kit';

let t: PaymentsTestApp;
let treasury: string;
let licensing: { id: number; token: string };
beforeAll(async () => {
  t = await createPaymentsTestApp();
  treasury = await staffBearer(t, ['treasury']);
  licensing = await signedInStaff(t, ['licensing'], 'Ana Cruz');
});
afterAll(() => t.close());

const STAFF = '/api/v1/staff/applications';
const json = (auth: string, body: unknown = {}) => ({
  headers: { Authorization: auth, 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});
const post = (path: string, auth: string, body?: unknown) => {
  const { headers, body: text } = json(auth, body);
  return t.request('POST', path, headers, text);
};
const get = (path: string, auth: Record<string, string> | string) =>
  t.request('GET', path, typeof auth === 'string' ? { Authorization: auth } : auth);

describe('the staff assessment and release endpoints', () => {
  it('answer a taxpayer token 403, no token 401, the wrong role 403', async () => {
    const payer = await t.payer();
    const app = await filedApplication(t, payer);
    expect((await get(`${STAFF}/${app.id}/assessment`, payer.auth)).status).toBe(403);
    expect((await t.request('GET', `${STAFF}/${app.id}/assessment`)).status).toBe(401);
    expect((await post(`${STAFF}/${app.id}/assess`, `Bearer ${licensing.token}`)).status).toBe(403);
    expect((await post(`${STAFF}/${app.id}/release`, treasury)).status).toBe(403);
    expect(await t.transaction(app.transactionId)).toMatchObject({ status: 'FOR ASSESSMENT (TREASURY)' });
  });

  it('assess → pay → print → release → the owner downloads the permit whose QR opens a page saying valid', async () => {
    const payer = await t.payer();
    const app = await filedApplication(t, payer);
    const computed = (await (await get(`${STAFF}/${app.id}/assessment`, treasury)).json()) as {
      data: { lines: { code: string; label: string; basis: string; amount: number }[]; total: number };
    };
    expect(computed.data.total).toBe(157_500);
    expect(computed.data.lines[0]).toEqual({
      code: 'BUSINESS_TAX_1',
      label: 'Business tax: SARI-SARI STORE',
      basis: '0.05% of ₱150,000.00 capital',
      amount: 7_500,
    });

    const assessed = await post(`${STAFF}/${app.id}/assess`, treasury);
    expect(assessed.status).toBe(200);
    const { data } = (await assessed.json()) as {
      data: { status: string; soa: { number: string; total: number; expires_at: string } };
    };
    expect(data).toMatchObject({ status: 'WAITING FOR PAYMENT', soa: { total: 157_500 } });
    expect(data.soa.expires_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // The taxpayer's transaction page: the SOA's lines, total and last day, and nothing to download yet.
    const billing = async () =>
      (
        (await (
          await get(
            `/api/v1/taxpayers/transaction_histories/${app.transactionId}/application_billing`,
            payer.auth,
          )
        ).json()) as { data: Record<string, unknown> }
      ).data;
    expect(await billing()).toMatchObject({
      application_id: app.id,
      status: 'WAITING FOR PAYMENT',
      soa: { number: data.soa.number, total: 157_500, status: 'PAYABLE', expires_on: data.soa.expires_at },
      can_regenerate_soa: false,
      permit: null,
    });
    const other = await t.payer();
    expect(
      (
        await get(
          `/api/v1/taxpayers/transaction_histories/${app.transactionId}/application_billing`,
          other.auth,
        )
      ).status,
    ).toBe(404);

    await t.webhook((await t.checkoutFor(app.transactionId, payer.auth)).id, 'paid');
    await moveStatus(t.db, { applicationId: app.id, to: 'FOR PRINTING', actor: 'staff:1' }, t.clock.now());
    expect((await get(`/api/v1/taxpayers/applications/${app.id}/permit`, payer.auth)).status).toBe(404);

    const released = await post(`${STAFF}/${app.id}/release`, `Bearer ${licensing.token}`);
    expect(released.status).toBe(200);
    const permit = ((await released.json()) as { data: { status: string; permit: Record<string, string> } })
      .data;
    expect(permit).toMatchObject({
      status: 'RELEASED',
      permit: { valid_until: expect.stringMatching(/-12-31$/) },
    });
    const [audit] = await t.db
      .select()
      .from(applicationStatusChanges)
      .where(eq(applicationStatusChanges.toStatus, 'RELEASED'));
    expect(audit?.actor).toBe(`staff:${licensing.id}`);

    expect((await get(`/api/v1/taxpayers/applications/${app.id}/permit`, other.auth)).status).toBe(404);
    const pdf = await get(`/api/v1/taxpayers/applications/${app.id}/permit`, payer.auth);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    const url = await readPdfQr(new Uint8Array(await pdf.arrayBuffer()));
    expect(url).toMatch(new RegExp(`/verify/${permit.permit.verify_code}$`));
    expect(await billing()).toMatchObject({ permit: { number: permit.permit.number, verify_url: url } });

    const code = new URL(url ?? '').pathname.split('/').at(-1) ?? '';
    const verified = await t.request('GET', `/api/v1/permits/verify/${code}`);
    expect(await verified.json()).toEqual({
      data: {
        valid: true,
        business_name: "ALING NENA'S SARI-SARI STORE",
        permit_number: permit.permit.number,
        valid_until: permit.permit.valid_until,
        status: 'VALID',
      },
    });

    // The SMS notices (A's notifyApplicationStep) went out for the assessment and the release.
    await vi.waitFor(async () => {
      const bodies = (await t.db.select().from(outbox)).map((m) => m.body).join('\n');
      expect(bodies).toContain('₱1,575.00');
    });
  });

  it('verifies nothing for an unknown code, and says EXPIRED after the year ends', async () => {
    expect((await t.request('GET', '/api/v1/permits/verify/AAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await t.request('GET', '/api/v1/permits/verify/x')).status).toBe(404);
    const [row] = await t.db
      .select()
      .from(issuedDocuments)
      .where(eq(issuedDocuments.kind, 'business-permit'))
      .limit(1);
    if (!row) throw new Error('no permit');
    await t.db
      .update(issuedDocuments)
      .set({ validUntil: '2020-12-31' })
      .where(eq(issuedDocuments.id, row.id));
    const doc = (await (await t.request('GET', `/api/v1/permits/verify/${row.verifyCode}`)).json()) as {
      data: Record<string, unknown>;
    };
    expect(doc.data).toMatchObject({ valid: false, status: 'EXPIRED' });
    expect(Object.keys(doc.data).sort()).toEqual([
      'business_name',
      'permit_number',
      'status',
      'valid',
      'valid_until',
    ]);
  });
});

describe('an assessed application’s transaction', () => {
  it('cannot be cancelled from the transaction page (the workflow has no such move), and says so', async () => {
    const payer = await t.payer();
    const app = await filedApplication(t, payer);
    await post(`${STAFF}/${app.id}/assess`, treasury);
    const path = `/api/v1/taxpayers/transaction_histories/${app.transactionId}`;
    const shown = (await (await get(path, payer.auth)).json()) as {
      data: { attributes: Record<string, unknown> };
    };
    expect(shown.data.attributes).toMatchObject({
      status: 'WAITING FOR PAYMENT',
      can_pay: true,
      can_cancel: false,
    });
    const cancel = await t.request(
      'PUT',
      `${path}/cancel`,
      { ...payer.auth, 'Content-Type': 'application/json' },
      '{}',
    );
    expect(cancel.status).toBe(422);
    expect(await t.transaction(app.transactionId)).toMatchObject({ status: 'WAITING FOR PAYMENT' });
  });
});

describe('regenerate_soa over HTTP', () => {
  it('refuses a payable SOA (409) and issues a new one once it expired', async () => {
    const payer = await t.payer();
    const app = await filedApplication(t, payer);
    await post(`${STAFF}/${app.id}/assess`, treasury);
    const path = `/api/v1/bpls/taxpayer/business/permit/transactions/${app.id}/regenerate_soa`;
    const send = (auth: Record<string, string>) =>
      t.request('POST', path, { ...auth, 'Content-Type': 'application/json' }, '{}');
    expect((await send(payer.auth)).status).toBe(409);
    t.clock.advanceMinutes(40 * 24 * 60);
    const { token } = await t.infrastructure.sessions.create(payer.taxpayerId);
    const fresh = await send({ Authorization: `Bearer ${token}` });
    expect(fresh.status).toBe(200);
    expect(await fresh.json()).toMatchObject({
      data: { status: 'WAITING FOR PAYMENT', soa: { total: 157_500 } },
    });
  });
});
