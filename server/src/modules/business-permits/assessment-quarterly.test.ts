import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { fixedSchedule } from '../../fees/fee-schedules';
import { loadFeeSchedule } from '../assessment/assessment-schedule';
import { filedApplication, payable } from '../assessment/assessment-test-kit';
import { NO_ANNUAL_TAX_MESSAGE } from '../assessment/assess-for';
import { createAssessmentService } from '../assessment/assessment.service';
import { quarterBasisOf } from './assessment-quarters';
import { moveStatus } from '../applications/move-status';

let t: PaymentsTestApp;
let assessment: ReturnType<typeof createAssessmentService>;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  assessment = createAssessmentService({
    db: t.db,
    now: t.clock.now,
    schedule: fixedSchedule(loadFeeSchedule()),
  });
  // As the business permits module registers it when the app is composed.
  assessment.useQuarterBasis((application) => quarterBasisOf(t.db, application));
});
afterAll(() => t.close());

type Payer = Awaited<ReturnType<PaymentsTestApp['payer']>>;

/** Files a quarterly application for the business over HTTP and sends it to the treasury. */
async function quarterly(payer: Payer, businessId: number, quarter: string) {
  const res = await t.request(
    'POST',
    '/api/v1/bpls/taxpayer/business/permit/application_quarterly',
    { ...payer.auth, 'Content-Type': 'application/json' },
    JSON.stringify({ business_id: businessId, quarter, terms_and_conditions_accepted: true }),
  );
  if (res.status !== 201)
    throw new Error(`application_quarterly answered ${res.status}: ${await res.text()}`);
  const id = Number(((await res.json()) as { data: { id: string } }).data.id);
  await moveStatus(
    t.db,
    { applicationId: id, to: 'FOR ASSESSMENT (TREASURY)', actor: 'operator' },
    t.clock.now(),
  );
  return id;
}

describe('the quarterly kind (bpls-quarterly in the shipped schedule)', () => {
  it('bills a quarter of the business tax on the business’s assessed SOA per quarter, from the first one uncovered', async () => {
    const payer = await t.payer();
    const business = await filedApplication(t, payer);
    // §143 on ₱150,000 capital: ₱75.00 a year, beside ₱1,500.00 of fees a quarter never repeats.
    await assessment.assess(business.id, {}, 'staff:7');

    const first = await quarterly(payer, business.id, '2');
    expect(await assessment.computed(first)).toEqual({
      lines: [
        {
          code: 'BUSINESS_TAX_1',
          label: 'Business tax',
          basis: 'Quarters 1–2 of ₱75.00 annual tax',
          amount: 3_750,
        },
      ],
      total: 3_750,
    });
    const { soa } = payable(await assessment.assess(first, {}, 'staff:7'));
    expect(soa.total).toBe(3_750);

    // Quarters 1–2 are covered by the first: the rest of the year is the other half.
    const rest = await quarterly(payer, business.id, '4');
    expect(await assessment.computed(rest)).toMatchObject({
      lines: [{ basis: 'Quarters 3–4 of ₱75.00 annual tax', amount: 3_750 }],
      total: 3_750,
    });
  });

  it('is a 409 saying what to do while the business has no assessed new or renewal SOA', async () => {
    const payer = await t.payer();
    const business = await filedApplication(t, payer);
    const id = await quarterly(payer, business.id, '1');
    await expect(assessment.computed(id)).rejects.toMatchObject({
      status: 409,
      message: NO_ANNUAL_TAX_MESSAGE,
    });
    await expect(assessment.assess(id, {}, 'staff:7')).rejects.toMatchObject({ status: 409 });
  });
});
