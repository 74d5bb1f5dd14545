import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assessApplication } from '@/domain/fees/assess-application';
import { definition } from '@/domain/applications/kinds/cedula-corporation-new';
import { VALID_CORPORATION_CEDULA } from '@/domain/applications/kinds/cedula-corporation-new.vectors';
import { applicationStatusChanges } from '../../db/applications-schema';
import { readFeeScheduleFile } from '../../fees/fee-schedule-file';
import { allDefinitions } from '../../modules/applications/application-definitions';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../modules/payments/payments-test-kit';
import { kindJourney } from '../kind-journey-test-kit';

// The community tax certificate of a corporation (issue 27), a kind added as its definition, its
// fee rule, its document entry and these tests: the shipped schedule's figures worked by hand
// (LGC §158: ₱500.00, ₱2.00 for every whole ₱5,000.00 of real property and of gross receipts,
// each counted on its own, the additional tax at most ₱10,000.00; §9's interest), its vectors on
// the server, and a certificate filed, paid and issued in seconds with no officer.

const { schedule } = readFeeScheduleFile(undefined, allDefinitions());
const manila = (day: string) => new Date(`${day}T09:00:00+08:00`);
const cedula = (amounts: Record<string, string>, day = '2026-01-15') =>
  assessApplication(schedule, 'cedula-corporation', amounts, undefined, manila(day));
const lines = (amounts: Record<string, string>, day?: string) =>
  cedula(amounts, day).lines.map((l) => [l.code, l.amount]);

describe('the shipped cedula-corporation rule (LGC §158, §161; spec §9)', () => {
  it('charges ₱500.00 with neither, and ₱2.00 for every whole ₱5,000.00 of each below the cap', () => {
    expect(cedula({ assessed_real_property: '0', gross_receipts: '0' }).total).toBe(50_000);
    // ₱2,000,000 is 400 units (₱800.00); ₱12,500,000 is 2,500 units (₱5,000.00): ₱6,300.00.
    expect(lines({ assessed_real_property: '2000000', gross_receipts: '12500000' })).toEqual([
      ['BASIC', 50_000],
      ['ADDITIONAL_REAL_PROPERTY', 80_000],
      ['ADDITIONAL_GROSS_RECEIPTS', 500_000],
    ]);
    // Each on its own: ₱4,999.99 is no unit and ₱9,999.99 one, though together they are ₱14,999.98.
    expect(cedula({ assessed_real_property: '4999.99', gross_receipts: '9999.99' }).total).toBe(50_200);
  });

  it('reaches the ₱10,000.00 cap exactly, and holds the additional tax at it above', () => {
    // ₱10,000,000 (₱4,000.00) and ₱15,000,000 (₱6,000.00): ₱10,000.00 exactly, nothing held.
    const atCap = cedula({ assessed_real_property: '10000000', gross_receipts: '15000000' });
    expect(atCap.lines.map((l) => l.amount)).toEqual([50_000, 400_000, 600_000]);
    expect(atCap.lines[2]?.basis).not.toMatch(/at most/);
    expect(atCap.total).toBe(1_050_000);
    // ₱15,005,000 of receipts is one unit more (₱6,002.00): held at the ₱6,000.00 left.
    const over = cedula({ assessed_real_property: '10000000', gross_receipts: '15005000' });
    expect(over.lines[2]).toMatchObject({
      amount: 600_000,
      basis: expect.stringMatching(
        /at most ₱10,000\.00 together with Additional community tax on real property$/,
      ),
    });
    expect(over.total).toBe(1_050_000);
    // ₱30,000,000 of real property alone is ₱12,000.00: held at ₱10,000.00, the receipts add nothing.
    expect(lines({ assessed_real_property: '30000000', gross_receipts: '5000000' })).toEqual([
      ['BASIC', 50_000],
      ['ADDITIONAL_REAL_PROPERTY', 1_000_000],
      ['ADDITIONAL_GROSS_RECEIPTS', 0],
    ]);
  });

  it('adds §9 interest from March: the tax × the month × 2%', () => {
    const amounts = { assessed_real_property: '1000000', gross_receipts: '2500000' }; // ₱500 + ₱400 + ₱1,000
    expect(cedula(amounts, '2026-02-28').total).toBe(190_000);
    // 1 March: ₱1,900.00 × 3 × 2% = ₱114.00; at the cap in December: ₱10,500.00 × 12 × 2% = ₱2,520.00.
    expect(lines(amounts, '2026-03-01').at(-1)).toEqual(['INTEREST', 11_400]);
    expect(cedula({ assessed_real_property: '90000000', gross_receipts: '0' }, '2026-12-01').total).toBe(
      1_050_000 + 252_000,
    );
  });
});

let t: PaymentsTestApp;
let journey: ReturnType<typeof kindJourney>;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  journey = kindJourney(t, definition.route);
});
afterAll(() => t.close());
describe("a corporation's cedula, as its representative gets one", () => {
  it('is billed when filed and issued seconds after it is paid, by no officer: a certificate whose QR verifies', async () => {
    const payer = await t.payer();
    const { id, transactionId, status } = await journey.file(payer, VALID_CORPORATION_CEDULA);
    expect(status).toBe('WAITING FOR PAYMENT');
    const owed = assessApplication(
      schedule,
      'cedula-corporation',
      VALID_CORPORATION_CEDULA,
      undefined,
      t.clock.now(),
    );
    // ₱500.00 + ₱800.00 + ₱5,000.00, and the month's interest from March.
    expect(owed.lines.slice(0, 3).map((l) => l.amount)).toEqual([50_000, 80_000, 500_000]);
    expect(await t.transaction(transactionId)).toMatchObject({ amount: owed.total });

    await t.webhook((await t.checkoutFor(transactionId, payer.auth)).id, 'paid');
    await vi.waitFor(async () => expect((await t.transaction(transactionId))?.status).toBe('RELEASED'));
    // Every step by the portal: no officer's id in the audit.
    const actors = (await t.db.select().from(applicationStatusChanges))
      .filter((c) => c.applicationId === Number(id))
      .map((c) => c.actor);
    expect(actors.filter((a) => a.startsWith('staff:'))).toEqual([]);
    expect(actors).toContain('system');

    const { fileName, printed, code } = await journey.document(payer, id);
    expect(fileName).toMatch(/community-tax-certificate-corporation-CTCC-\d{4}-\d{6}\.pdf/);
    // The heading wraps on the A5 page.
    expect(printed).toMatch(/COMMUNITY TAX CERTIFICATE\s+\(CORPORATION\)/);
    for (const words of [
      'BAYAN TRADING CORPORATION',
      'CS201912345',
      'ROSA MENDOZA, TREASURER',
      'Additional community tax on gross receipts',
      'Issued online',
    ])
      expect(printed).toContain(words);
    expect(printed).toMatch(/CTCC-\d{4}-\d{6}/);

    const verified = await journey.verify(code);
    expect(verified).toMatchObject({
      kind: 'community-tax-certificate-corporation',
      valid: true,
      fields: [{ label: { en: 'Name of corporation' }, value: 'BAYAN TRADING CORPORATION' }],
    });
    // Nothing of its property, receipts or TIN on the public page.
    expect(JSON.stringify(verified)).not.toMatch(/12500000|2000000|123-456|RIZAL/);
  });
});
