import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assessApplication } from '@/domain/fees/assess-application';
import { definition } from '@/domain/applications/kinds/cedula-individual-new';
import { VALID_CEDULA } from '@/domain/applications/kinds/cedula-individual-new.vectors';
import { outbox } from '../../db/auth-schema';
import { readFeeScheduleFile } from '../../fees/fee-schedule-file';
import { allDefinitions } from '../../modules/applications/application-definitions';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../modules/payments/payments-test-kit';
import { collidingLines, drawnTexts } from '../pdf/pdf-text-test-kit';
import { readPdfQr } from '../pdf/pdf-qr-test-kit';

// The community tax certificate of an individual (issue 27), a kind added as its definition, its
// fee rule, its document entry and these tests: the shipped schedule's figures worked by hand,
// its vectors on the server, and a cedula filed, paid and issued in seconds with no officer.

const { schedule } = readFeeScheduleFile(undefined, allDefinitions());
const manila = (day: string) => new Date(`${day}T09:00:00+08:00`);
const cedula = (income: Record<string, string>, day = '2026-01-15') =>
  assessApplication(schedule, 'cedula-individual', income, undefined, manila(day));
const amounts = (income: Record<string, string>, day?: string) =>
  cedula(income, day).lines.map((l) => [l.code, l.amount]);

describe('the shipped cedula-individual rule (LGC §157, §161; spec §9)', () => {
  it('charges ₱5.00 with no income, and ₱1.00 for every whole ₱1,000.00 of all three incomes', () => {
    expect(cedula({}).total).toBe(500);
    // ₱100,000 + ₱149,999.99 + ₱0 = ₱249,999.99: 249 whole thousands.
    const mixed = { business_gross_receipts: '100000', salaries: '149999.99', real_property_income: '0' };
    expect(amounts(mixed)).toEqual([
      ['BASIC', 500],
      ['ADDITIONAL', 24_900],
    ]);
    expect(cedula(mixed).total).toBe(25_400);
  });

  it('holds the additional tax at ₱5,000.00: ₱5,000,000 reaches the cap, ₱7,250,000 is held at it', () => {
    expect(cedula({ salaries: '5000000' }).total).toBe(500_500);
    const capped = cedula({ salaries: '2000000', real_property_income: '5250000' });
    expect(capped.lines[1]).toMatchObject({
      amount: 500_000,
      basis: expect.stringMatching(/at most ₱5,000\.00$/),
    });
    expect(capped.total).toBe(500_500);
  });

  it('adds §9 interest from March: the tax × the month × 2%', () => {
    const income = { salaries: '250000' }; // ₱5.00 + ₱250.00 = ₱255.00
    expect(amounts(income, '2026-02-28')).toEqual([
      ['BASIC', 500],
      ['ADDITIONAL', 25_000],
    ]);
    // 1 March: 3 × 2% of ₱255.00 = ₱15.30; November: 11 × 2% = ₱56.10.
    expect(amounts(income, '2026-03-01').at(-1)).toEqual(['INTEREST', 1_530]);
    expect(cedula(income, '2026-11-29').total).toBe(25_500 + 5_610);
    // At the cap in December: ₱5,005.00 × 12 × 2% = ₱1,201.20.
    expect(cedula({ salaries: '9000000' }, '2026-12-01').total).toBe(500_500 + 120_120);
  });
});

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());
describe('a cedula, as a resident gets one', () => {
  it('is billed when filed and issued seconds after it is paid: a certificate whose QR verifies', async () => {
    const payer = await t.payer();
    const filed = await t.request(
      'POST',
      `/api/v1/taxpayers/application_kinds/${definition.route}/applications`,
      { ...payer.auth, 'Content-Type': 'application/json' },
      JSON.stringify(VALID_CEDULA),
    );
    expect(filed.status).toBe(201);
    const data = (
      (await filed.json()) as {
        data: {
          id: string;
          attributes: { status: string };
          relationships: { transaction_history: { data: { id: string } } };
        };
      }
    ).data;
    expect(data.attributes.status).toBe('WAITING FOR PAYMENT');
    const transactionId = Number(data.relationships.transaction_history.data.id);
    const owed = assessApplication(
      schedule,
      'cedula-individual',
      VALID_CEDULA,
      undefined,
      t.clock.now(),
    ).total;
    expect(await t.transaction(transactionId)).toMatchObject({ amount: owed });

    await t.webhook((await t.checkoutFor(transactionId, payer.auth)).id, 'paid');
    await vi.waitFor(async () => expect((await t.transaction(transactionId))?.status).toBe('RELEASED'));

    const pdf = await t.request('GET', `/api/v1/taxpayers/applications/${data.id}/document`, payer.auth);
    expect(pdf.headers.get('Content-Disposition')).toMatch(/community-tax-certificate-CTC-\d{4}-\d{6}\.pdf/);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const texts = await drawnTexts(bytes);
    const printed = texts.map((x) => x.text).join('\n');
    for (const words of [
      'COMMUNITY TAX CERTIFICATE (INDIVIDUAL)',
      'DELA CRUZ, JUAN PENA',
      'TEACHER',
      'Basic community tax',
      'Issued online',
    ])
      expect(printed).toContain(words);
    expect(printed).toMatch(/CTC-\d{4}-\d{6}/);
    expect(collidingLines(texts)).toEqual([]);

    const code = new URL((await readPdfQr(bytes)) ?? 'http://x/').pathname.split('/').at(-1) ?? '';
    const verified = (await (await t.request('GET', `/api/v1/documents/verify/${code}`)).json()) as {
      data: Record<string, unknown>;
    };
    expect(verified.data).toMatchObject({
      kind: 'community-tax-certificate',
      valid: true,
      noun: { en: 'certificate', fil: 'sedula' },
      fields: [{ label: { en: 'Name', fil: 'Pangalan' }, value: 'JUAN PENA DELA CRUZ' }],
    });
    // Nothing of the income on the public page.
    expect(JSON.stringify(verified.data)).not.toMatch(/250|TEACHER|RIZAL/);

    // The resident is told by its title, in the account's language.
    await vi.waitFor(async () => {
      const texts = (await t.db.select().from(outbox)).map((m) => m.body);
      expect(texts.some((b) => b.startsWith('Your Community Tax Certificate for application'))).toBe(true);
    });
  });
});
