import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assessApplication } from '@/domain/fees/assess-application';
import { definition as ambulant } from '@/domain/applications/kinds/health-certificate-ambulant';
import { VALID_AMBULANT } from '@/domain/applications/kinds/health-certificate-ambulant.vectors';
import { ALL_FIVE_TESTS, VALID_HEALTH_CARD } from '@/domain/applications/kinds/health-card.vectors';
import { outbox } from '../../db/auth-schema';
import { readFeeScheduleFile } from '../../fees/fee-schedule-file';
import { allDefinitions } from '../../modules/applications/application-definitions';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../modules/payments/payments-test-kit';
import { staffBearer } from '../../modules/staff/staff-test-kit';
import { tinyPng } from '../../testing/tiny-png';
import { factText } from '../document-facts';
import { collidingLines, drawnTexts } from '../pdf/pdf-text-test-kit';
import { readPdfQr } from '../pdf/pdf-qr-test-kit';
import { document as healthCard } from './health-card';

// Health certificates and occupational health permits (issue 27): seven kinds, each its definition
// (one shared form), its fee rule, this document entry and these tests — the vectors on the
// server, the shipped fees worked by hand, the card's colour by the work, and a certificate
// through the office's laboratory step to a paid card whose QR verifies.

const { schedule } = readFeeScheduleFile(undefined, allDefinitions());
const fees = (rule: string, answers: Record<string, unknown>) => {
  const { lines, total } = assessApplication(schedule, rule, answers);
  return { lines: lines.map((l) => [l.label, l.amount]), total };
};

let t: PaymentsTestApp;
let health: string;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  health = await staffBearer(t, ['health']);
});
afterAll(() => t.close());

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

describe('the shipped health card fees, worked by hand', () => {
  it('bills a health certificate with all five laboratory tests ₱940.00', () => {
    // ₱100 certificate + ₱50 card + ₱60 stool + ₱250 x-ray + ₱80 sputum + ₱100 gram stain + ₱300 drug test.
    expect(fees('health-certificate', { ...VALID_HEALTH_CARD, ...ALL_FIVE_TESTS })).toEqual({
      lines: [
        ['Health certificate fee', 10_000],
        ['Health card', 5_000],
        ['Stool examination', 6_000],
        ['Chest x-ray', 25_000],
        ['Sputum examination', 8_000],
        ['Gram stain', 10_000],
        ['Drug test', 30_000],
      ],
      total: 94_000,
    });
  });

  it('charges only the tests asked for, and the occupational health permit its own fee', () => {
    // A food handler's stool examination and x-ray: ₱100 + ₱50 + ₱60 + ₱250 = ₱460.00.
    expect(fees('health-certificate', VALID_HEALTH_CARD).total).toBe(46_000);
    const none = { stool_exam: '0', xray: '0', sputum_exam: '0', gram_stain: '0', drug_test: '0' };
    expect(fees('health-certificate', { ...VALID_HEALTH_CARD, ...none }).total).toBe(15_000);
    // ₱150 permit + ₱50 card + ₱790 of tests = ₱990.00.
    const permit = fees('occupational-health-permit', { ...VALID_HEALTH_CARD, ...ALL_FIVE_TESTS });
    expect(permit.lines[0]).toEqual(['Occupational health permit fee', 15_000]);
    expect(permit.total).toBe(99_000);
  });
});

describe('a health card’s colour', () => {
  const card = healthCard.verify.find((v) => v.label.en === 'Card')?.value ?? '';
  const scope = (cardType: string) => ({
    facts: { card_type: cardType },
    document: { number: 'HC-2026-000001', validUntil: null, issuedByName: '', issuedAt: new Date() },
    placeName: () => '',
  });

  it('is the work’s: white for food handlers, green for other workers, pink for entertainment workers', () => {
    expect(factText(card, scope('WHITE_CARD'))).toBe('WHITE (FOOD HANDLER)');
    expect(factText(card, scope('GREEN_CARD'))).toBe('GREEN (NON-FOOD HANDLER)');
    expect(factText(card, scope('PINK_CARD'))).toBe('PINK (ENTERTAINMENT ESTABLISHMENT WORKER)');
  });
});

describe('a health certificate, as a worker gets one', () => {
  it('goes to the laboratory, is billed once every test passed, and once paid its card verifies', async () => {
    const payer = await t.payer();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(await tinyPng())], 'id.png', { type: 'image/png' }));
    const upload = await t.request('POST', '/api/v1/taxpayers/uploads', payer.auth, form);
    const url = ((await upload.json()) as { data: { cdnUrl: string } }).data.cdnUrl;
    const answers = { ...VALID_AMBULANT, ...ALL_FIVE_TESTS, requirements: { valid_id: url } };
    const filed = await call(
      'POST',
      `/api/v1/taxpayers/application_kinds/${ambulant.route}/applications`,
      payer.auth,
      answers,
    );
    expect(filed.status).toBe(201);
    const id = String(filed.body.data.id);
    const transactionId = Number(
      (filed.body.data.relationships as { transaction_history: { data: { id: string } } }).transaction_history
        .data.id,
    );
    const moved = await call('POST', `/api/v1/staff/applications/${id}/moves`, health, {
      to: 'PENDING LAB TEST',
    });
    expect(moved.body.data).toMatchObject({ status: 'PENDING LAB TEST' });
    await vi.waitFor(async () => {
      const sent = (await t.db.select().from(outbox)).map((m) => m.body);
      expect(sent.some((b) => b.includes('Please go to the laboratory'))).toBe(true);
    });

    const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const findings = {
      STOOL: 'Negative',
      XRAY: 'Normal',
      SPUTUM: 'Negative',
      GRAM_STAIN: 'Negative',
      DRUG_TEST: 'Negative',
    };
    let status = '';
    for (const [test, finding] of Object.entries(findings)) {
      const recorded = await call('POST', `/api/v1/staff/applications/${id}/lab_results`, health, {
        test,
        passed: '1',
        finding,
        examined_on: day,
      });
      status = String(recorded.body.data.status);
    }
    // The last result generated the certificate, and it was billed at once: ₱940.00.
    expect(status).toBe('WAITING FOR PAYMENT');
    expect(await t.transaction(transactionId)).toMatchObject({ amount: 94_000 });

    await t.webhook((await t.checkoutFor(transactionId, payer.auth)).id, 'paid');
    await vi.waitFor(async () => expect((await t.transaction(transactionId))?.status).toBe('RELEASED'));
    const pdf = await t.request('GET', `/api/v1/taxpayers/applications/${id}/document`, payer.auth);
    expect(pdf.headers.get('Content-Disposition')).toMatch(/health-card-HC-\d{4}-\d{6}\.pdf/);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const texts = await drawnTexts(bytes);
    const printed = texts.map((x) => x.text).join('\n');
    for (const words of [
      'HEALTH CARD',
      'WHITE (FOOD HANDLER)',
      'GARCIA, ANA LOPEZ',
      'RIZAL AVENUE, POBLACION',
    ])
      expect(printed).toContain(words);
    expect(printed).toMatch(/Stool examination: NEGATIVE, examined \w{3} \d{1,2}, \d{4}/);
    expect(printed).toContain('Drug test: NEGATIVE');
    expect(collidingLines(texts)).toEqual([]);
    const code = new URL((await readPdfQr(bytes)) ?? 'http://x/').pathname.split('/').at(-1) ?? '';
    const verified = await call('GET', `/api/v1/documents/verify/${code}`, {});
    expect(verified.body.data).toMatchObject({
      kind: 'health-card',
      valid: true,
      fields: [
        { label: { en: 'Name' }, value: 'ANA LOPEZ GARCIA' },
        { label: { en: 'Card' }, value: 'WHITE (FOOD HANDLER)' },
        { label: { en: 'Occupation' }, value: 'AMBULANT VENDOR' },
      ],
    });
    // Medical findings stay on the card, never on the public page.
    expect(JSON.stringify(verified.body)).not.toMatch(/NEGATIVE|NORMAL/);
  });
});
