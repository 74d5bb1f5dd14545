import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assessApplication } from '@/domain/fees/assess-application';
import { definition } from '@/domain/applications/kinds/occupational-permit';
import { VALID_OCCUPATIONAL } from '@/domain/applications/kinds/occupational-permit.vectors';
import { readFeeScheduleFile } from '../../fees/fee-schedule-file';
import { allDefinitions } from '../../modules/applications/application-definitions';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../modules/payments/payments-test-kit';
import { staffBearer } from '../../modules/staff/staff-test-kit';
import { kindJourney } from '../kind-journey-test-kit';

// The occupational permit (issue 27): its definition, its fee rule, its document entry and these
// tests. The office returns or approves it; approved, it is billed by the schedule; paid, the
// permit is issued, its QR naming the worker and the employer.

describe('the shipped occupational-permit rule', () => {
  it('charges the permit (§3 occupational_permit_amount) and its ID card: ₱100.00 + ₱50.00', () => {
    const { schedule } = readFeeScheduleFile(undefined, allDefinitions());
    const assessed = assessApplication(schedule, 'occupational-permit', VALID_OCCUPATIONAL);
    expect(assessed.lines.map((l) => [l.code, l.label, l.amount])).toEqual([
      ['OCCUPATIONAL_PERMIT', 'Occupational permit fee', 10_000],
      ['ID_CARD', 'Occupational permit ID card', 5_000],
    ]);
    expect(assessed.total).toBe(15_000);
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
describe('an occupational permit, as a worker gets one', () => {
  it('is returned, resubmitted as filed, approved, billed ₱150.00, paid and issued with a QR naming the employer', async () => {
    const payer = await t.payer();
    const url = await journey.upload(payer);
    const answers = {
      ...VALID_OCCUPATIONAL,
      requirements: {
        valid_id: url,
        id_picture: url,
        community_tax_certificate: url,
        certificate_of_employment: url,
      },
    };
    const filed = await journey.file(payer, answers);
    expect(filed.status).toBe('PENDING');
    const moves = `/api/v1/staff/applications/${filed.id}/moves`;
    const returned = await journey.call('POST', moves, office, {
      to: 'FOR RESUBMISSION',
      reason: 'Upload a clearer certificate of employment.',
    });
    expect(returned.status).toBe(200);
    // What the applicant reads back is the stored payload (capitals, §5): it files again as it is.
    const mine = await journey.call('GET', `/api/v1/taxpayers/applications/${filed.id}`, payer.auth);
    const stored = (mine.body as unknown as { meta: { payload: Record<string, unknown> } }).meta.payload;
    expect(stored).toMatchObject({ employment_type: 'PRIVATE EMPLOYEE' });
    const again = await journey.call(
      'POST',
      `/api/v1/taxpayers/applications/${filed.id}/resubmit`,
      payer.auth,
      stored,
    );
    expect(again.body.data).toMatchObject({ attributes: { status: 'PENDING' } });

    const approved = await journey.call('POST', moves, office, { to: 'FOR ASSESSMENT (TREASURY)' });
    expect(approved.body.data).toMatchObject({ status: 'WAITING FOR PAYMENT' });
    expect(await t.transaction(filed.transactionId)).toMatchObject({ amount: 15_000 });

    await t.webhook((await t.checkoutFor(filed.transactionId, payer.auth)).id, 'paid');
    await vi.waitFor(async () => expect((await t.transaction(filed.transactionId))?.status).toBe('RELEASED'));

    const { fileName, printed, code } = await journey.document(payer, filed.id);
    expect(fileName).toMatch(/occupational-permit-OP-\d{4}-\d{6}\.pdf/);
    for (const words of [
      'OCCUPATIONAL PERMIT',
      'LIZA REYES AQUINO',
      'CASHIER',
      'GOLDEN CRUST BAKERY',
      'Occupational permit fee',
      'Issued online',
    ])
      expect(printed).toContain(words);
    expect(await journey.verify(code)).toMatchObject({
      kind: 'occupational-permit',
      valid: true,
      fields: [
        { label: { en: 'Name' }, value: 'LIZA REYES AQUINO' },
        { label: { en: 'Employer' }, value: 'GOLDEN CRUST BAKERY' },
      ],
    });
  });
});
