import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { definition } from '@/domain/applications/kinds/barangay-clearance-new';
import { VALID_CLEARANCE } from '@/domain/applications/kinds/barangay-clearance-new.vectors';
import { outbox } from '../../db/auth-schema';
import { tinyPng } from '../../testing/tiny-png';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../modules/payments/payments-test-kit';
import { staffBearer } from '../../modules/staff/staff-test-kit';
import { collidingLines, drawnTexts } from '../pdf/pdf-text-test-kit';
import { readPdfQr } from '../pdf/pdf-qr-test-kit';

// The barangay clearance (issue 26's second new kind): its definition, its fee rule, its document
// entry and these tests. The office returns it for correction and approves it in the console;
// approved, it is billed by the schedule (₱100.00); paid, the clearance is issued with its QR.

let t: PaymentsTestApp;
let licensing: string;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  licensing = await staffBearer(t, ['licensing']);
});
afterAll(() => t.close());

type Payer = Awaited<ReturnType<PaymentsTestApp['payer']>>;
const call = async (method: string, path: string, auth: Record<string, string> | string, body?: unknown) => {
  const headers = {
    ...(typeof auth === 'string' ? { Authorization: auth } : auth),
    'Content-Type': 'application/json',
  };
  const res = await t.request(method, path, headers, body === undefined ? undefined : JSON.stringify(body));
  return {
    status: res.status,
    body: (await res.json()) as { data: Record<string, unknown>; errors?: Record<string, string[]> },
  };
};

/** The resident's own upload of a valid ID, as the form uploads it. */
async function validId(payer: Payer) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(await tinyPng())], 'id.png', { type: 'image/png' }));
  const res = await t.request('POST', '/api/v1/taxpayers/uploads', payer.auth, form);
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { cdnUrl: string } }).data.cdnUrl;
}
describe('a barangay clearance, as a resident gets one', () => {
  it('is returned for correction, resubmitted, approved, billed ₱100.00, paid and issued with a QR that verifies', async () => {
    const payer = await t.payer();
    const answers = { ...VALID_CLEARANCE, requirements: { valid_id: await validId(payer) } };
    const filed = await call(
      'POST',
      `/api/v1/taxpayers/application_kinds/${definition.route}/applications`,
      payer.auth,
      answers,
    );
    expect(filed.status).toBe(201);
    expect(filed.body.data).toMatchObject({ attributes: { status: 'PENDING' } });
    const id = String(filed.body.data.id);
    const transactionId = Number(
      (filed.body.data.relationships as { transaction_history: { data: { id: string } } }).transaction_history
        .data.id,
    );

    const returned = await call('POST', `/api/v1/staff/applications/${id}/moves`, licensing, {
      to: 'FOR RESUBMISSION',
      reason: 'Give the other purpose in full.',
    });
    expect(returned.status).toBe(200);
    const again = await call('POST', `/api/v1/taxpayers/applications/${id}/resubmit`, payer.auth, {
      ...answers,
      purpose: 'OTHERS',
      purpose_details: 'Scholarship application',
    });
    expect(again.body.data).toMatchObject({ attributes: { status: 'PENDING' } });

    const approved = await call('POST', `/api/v1/staff/applications/${id}/moves`, licensing, {
      to: 'FOR ASSESSMENT (TREASURY)',
    });
    expect(approved.body.data).toMatchObject({ status: 'WAITING FOR PAYMENT' });
    expect(await t.transaction(transactionId)).toMatchObject({ amount: 10_000 });
    const billing = await call(
      'GET',
      `/api/v1/taxpayers/transaction_histories/${String(transactionId)}/application_billing`,
      payer.auth,
    );
    expect(billing.body.data).toMatchObject({
      soa: {
        number: expect.stringMatching(/^BC-SOA-\d{4}-\d{6}$/),
        total: 10_000,
        lines: [{ label: 'Barangay clearance fee' }],
      },
    });

    await t.webhook((await t.checkoutFor(transactionId, payer.auth)).id, 'paid');
    await vi.waitFor(async () => expect((await t.transaction(transactionId))?.status).toBe('RELEASED'));
    const released = await call(
      'GET',
      `/api/v1/taxpayers/transaction_histories/${String(transactionId)}/application_billing`,
      payer.auth,
    );
    expect(released.body.data).toMatchObject({
      permit: { number: expect.stringMatching(/^BC-\d{4}-\d{6}$/), title: { en: 'Barangay Clearance' } },
    });

    const pdf = await t.request('GET', `/api/v1/taxpayers/applications/${id}/document`, payer.auth);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const texts = await drawnTexts(bytes);
    const printed = texts.map((x) => x.text).join('\n');
    for (const words of ['BARANGAY CLEARANCE', 'MARIA SANTOS', 'Barangay clearance fee', 'Issued online'])
      expect(printed).toContain(words);
    // The purpose as the resident corrected it.
    expect(printed).toMatch(/Purpose\nScholarship application/i);
    expect(collidingLines(texts)).toEqual([]);
    const code = new URL((await readPdfQr(bytes)) ?? 'http://x/').pathname.split('/').at(-1) ?? '';
    const verified = await call('GET', `/api/v1/documents/verify/${code}`, {});
    expect(verified.body.data).toMatchObject({
      kind: 'barangay-clearance',
      valid: true,
      status: 'VALID',
      fields: [
        { label: { en: 'Name' }, value: 'MARIA SANTOS' },
        { label: { en: 'Purpose' }, value: expect.stringMatching(/^scholarship application$/i) },
      ],
    });
    await vi.waitFor(async () => {
      const sent = (await t.db.select().from(outbox)).map((m) => m.body);
      expect(sent.some((b) => b.startsWith('Your Barangay Clearance for application'))).toBe(true);
    });
  });
});
