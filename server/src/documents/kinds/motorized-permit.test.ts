import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assessApplication } from '@/domain/fees/assess-application';
import { definition } from '@/domain/applications/kinds/motorized-permit-new';
import { VALID_MOTORIZED } from '@/domain/applications/kinds/motorized-permit-new.vectors';
import { readFeeScheduleFile } from '../../fees/fee-schedule-file';
import { allDefinitions } from '../../modules/applications/application-definitions';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../modules/payments/payments-test-kit';
import { staffBearer } from '../../modules/staff/staff-test-kit';
import { kindJourney } from '../kind-journey-test-kit';

// The motorized vehicle operator's permit (issue 27): its definition, its fee rule, its document
// entry and these tests. The office inspects and returns or approves it; approved, it is billed by
// the schedule; paid, the permit is issued, its QR naming the operator and the plate.

describe('the shipped motorized-permit rule', () => {
  it('charges the filing, permit, inspection and sticker fees: ₱100 + ₱300 + ₱100 + ₱50 = ₱550.00', () => {
    const { schedule } = readFeeScheduleFile(undefined, allDefinitions());
    const assessed = assessApplication(schedule, 'motorized-permit', VALID_MOTORIZED);
    expect(assessed.lines.map((l) => [l.code, l.amount])).toEqual([
      ['FILING_FEE', 10_000],
      ['PERMIT_FEE', 30_000],
      ['INSPECTION_FEE', 10_000],
      ['STICKER', 5_000],
    ]);
    expect(assessed.total).toBe(55_000);
  });
});

let t: PaymentsTestApp;
let journey: ReturnType<typeof kindJourney>;
let office: string;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  journey = kindJourney(t, definition.route);
  office = await staffBearer(t, ['licensing']);
});
afterAll(() => t.close());
describe("an operator's permit, as an operator gets one", () => {
  it('is approved by the office, billed ₱550.00, paid and issued with a QR naming the plate', async () => {
    const payer = await t.payer();
    const url = await journey.upload(payer);
    const answers = {
      ...VALID_MOTORIZED,
      requirements: { lto_or_cr: url, drivers_license: url, barangay_clearance: url, vehicle_photo: url },
    };
    const filed = await journey.file(payer, answers);
    expect(filed.status).toBe('PENDING');
    const approved = await journey.call('POST', `/api/v1/staff/applications/${filed.id}/moves`, office, {
      to: 'FOR ASSESSMENT (TREASURY)',
    });
    expect(approved.body.data).toMatchObject({ status: 'WAITING FOR PAYMENT' });
    expect(await t.transaction(filed.transactionId)).toMatchObject({ amount: 55_000 });

    await t.webhook((await t.checkoutFor(filed.transactionId, payer.auth)).id, 'paid');
    await vi.waitFor(async () => expect((await t.transaction(filed.transactionId))?.status).toBe('RELEASED'));

    const { fileName, printed, code } = await journey.document(payer, filed.id);
    expect(fileName).toMatch(/motorized-permit-MP-\d{4}-\d{6}\.pdf/);
    for (const words of [
      "MOTORIZED VEHICLE OPERATOR'S PERMIT",
      'RAMON CRUZ BAUTISTA JR.',
      '123 ABC',
      'TRICYCLE, HONDA TMX 155, BLUE, 2021',
      'POBLACION TODA',
      "Operator's permit fee",
      'Issued online',
    ])
      expect(printed).toContain(words);
    // He drives it himself: the driver is the operator.
    expect(printed).toMatch(/Driver\nRAMON CRUZ BAUTISTA/);
    expect(await journey.verify(code)).toMatchObject({
      kind: 'motorized-permit',
      valid: true,
      fields: [
        { label: { en: 'Operator' }, value: 'RAMON CRUZ BAUTISTA JR.' },
        { label: { en: 'Plate No.' }, value: '123 ABC' },
      ],
    });
  });
});
