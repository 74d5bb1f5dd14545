import { describe, expect, it } from 'vitest';
import { applyRate, assessApplication, UnknownFeeRuleError } from './assess-application';
import { FeeScheduleError, parseFeeSchedule, parseRate } from './fee-schedule';

// The shipped defaults' shape (server/config/fee-schedule.yaml), cut to three brackets.
const schedule = parseFeeSchedule({
  soa_expiry: { days: 30 },
  fees: [
    { code: 'MAYORS_PERMIT', label: "Mayor's permit fee", amount: '500.00' },
    { code: 'SANITARY', label: 'Sanitary inspection fee', amount: '200.00' },
    { code: 'FIRE_SAFETY', label: 'Fire safety inspection fee', amount: '500.00' },
  ],
  rules: {
    new: {
      tax: { label: 'Business tax', base: 'capital_amount', rate_percent: '0.05' },
      fees: ['MAYORS_PERMIT', 'SANITARY', 'FIRE_SAFETY'],
    },
    renewal: {
      tax: {
        label: 'Business tax',
        base: 'gross_amount',
        brackets: [
          { below: '10000.00', amount: '181.50' },
          { below: '6500000.00', amount: '26812.50' },
          { rate_percent: '0.375' },
        ],
      },
      fees: ['MAYORS_PERMIT'],
    },
  },
});

const capital = (...amounts: string[]) => ({
  activities: amounts.map((capital_amount, i) => ({ service: `SHOP ${i + 1}`, capital_amount })),
});
const gross = (gross_amount: string) => ({ activities: [{ service: 'BAKERY', gross_amount }] });
const taxOf = (rule: string, payload: Record<string, unknown>) =>
  assessApplication(schedule, rule, payload).lines[0];

describe('§143: a new business pays one-twentieth of 1% of its capital', () => {
  it.each([
    // capital → tax, worked by hand: capital × 1/20 × 1/100, half up to the centavo.
    ['150000.00', '150,000.00', 7_500], // ₱75.00
    ['500000.00', '500,000.00', 25_000], // ₱250.00
    ['1000000.00', '1,000,000.00', 50_000], // ₱500.00
    ['1234.57', '1,234.57', 62], // ₱0.617285 → ₱0.62
    ['1229.00', '1,229.00', 61], // ₱0.6145 → ₱0.61
    ['1230.00', '1,230.00', 62], // ₱0.615 exactly → ₱0.62 (half up)
    ['9999999999.99', '9,999,999,999.99', 500_000_000], // ₱4,999,999.999995 → ₱5,000,000.00
  ])('capital ₱%s → %i centavos', (amount, shown, centavos) => {
    expect(taxOf('new', capital(amount))).toEqual({
      code: 'BUSINESS_TAX_1',
      label: 'Business tax: SHOP 1',
      basis: `0.05% of ₱${shown} capital`,
      amount: centavos,
    });
  });

  it('sums the tax of each activity and the rule’s fees, in the schedule’s order', () => {
    const assessment = assessApplication(schedule, 'new', capital('150000.00', '500000.00', '1229.00'));
    expect(assessment.lines.map((l) => [l.code, l.amount])).toEqual([
      ['BUSINESS_TAX_1', 7_500],
      ['BUSINESS_TAX_2', 25_000],
      ['BUSINESS_TAX_3', 61],
      ['MAYORS_PERMIT', 50_000],
      ['SANITARY', 20_000],
      ['FIRE_SAFETY', 50_000],
    ]);
    // ₱75 + ₱250 + ₱0.61 + ₱500 + ₱200 + ₱500 = ₱1,525.61
    expect(assessment.total).toBe(152_561);
  });

  it('uses the payload’s own capital when there are no activities', () => {
    expect(taxOf('new', { capital_amount: '40000.00' })).toMatchObject({
      label: 'Business tax',
      amount: 2_000,
    });
  });
});

describe('a renewal pays by last year’s gross sales in the bracket table', () => {
  it.each([
    ['0.00', 18_150, 'below ₱10,000.00'],
    ['9999.99', 18_150, 'below ₱10,000.00'],
    // On the edge: ₱10,000.00 is the next bracket's ("10,000 or more but less than 15,000").
    ['10000.00', 2_681_250, '₱10,000.00 to below ₱6,500,000.00'],
    ['6499999.99', 2_681_250, '₱10,000.00 to below ₱6,500,000.00'],
  ])('gross ₱%s → %i centavos (%s)', (amount, centavos, range) => {
    const line = taxOf('renewal', gross(amount));
    expect(line?.amount).toBe(centavos);
    expect(line?.basis).toContain(`bracket ${range}`);
  });

  it('charges the open bracket’s rate of the whole amount from its edge on', () => {
    // ₱6,500,000 × 0.375% = ₱24,375.00; ₱8,000,000.01 × 0.375% = ₱30,000.0000375 → ₱30,000.00
    expect(taxOf('renewal', gross('6500000.00'))).toMatchObject({
      amount: 2_437_500,
      basis: '0.375% of ₱6,500,000.00 gross sales (₱6,500,000.00 or more)',
    });
    expect(taxOf('renewal', gross('8000000.01'))?.amount).toBe(3_000_000);
  });

  it('assesses each activity in its own bracket', () => {
    const assessment = assessApplication(schedule, 'renewal', {
      activities: [
        { service: 'BAKERY', gross_amount: '8000.00' },
        { service: 'CAFE', gross_amount: '120000.00' },
      ],
    });
    // ₱181.50 + ₱26,812.50 + ₱500 mayor's permit = ₱27,494.00
    expect(assessment.total).toBe(2_749_400);
  });
});

describe('a surcharge, and fees without a tax', () => {
  const withSurcharge = parseFeeSchedule({
    fees: [{ code: 'AMENDMENT', label: 'Permit amendment fee', amount: '200' }],
    rules: {
      late: {
        tax: { label: 'Tax', base: 'gross_amount', rate_percent: '1' },
        surcharge_percent: '25',
        fees: [],
      },
      change: { fees: ['AMENDMENT'] },
    },
  });

  it('adds the surcharge on the tax lines’ sum, half up', () => {
    // 1% of ₱1,234.50 = ₱12.345 → ₱12.35; 25% of it = ₱3.0875 → ₱3.09.
    const { lines, total } = assessApplication(withSurcharge, 'late', { gross_amount: '1234.50' });
    expect(lines.map((l) => l.amount)).toEqual([1_235, 309]);
    expect(total).toBe(1_544);
  });

  it('charges only the fees of a rule without a tax', () => {
    expect(assessApplication(withSurcharge, 'change', {}).total).toBe(20_000);
  });

  it('refuses a surcharge without a tax', () => {
    expect(() => parseFeeSchedule({ fees: [], rules: { x: { surcharge_percent: '25', fees: [] } } })).toThrow(
      'surcharge_percent: only with a tax',
    );
  });
});

describe('the schedule file', () => {
  it('reads rates exactly', () => {
    expect(parseRate('0.05')).toEqual({ percent: '0.05', numerator: 5n, denominator: 10_000n });
    expect(applyRate(100_000_00, parseRate('0.375') ?? { percent: '', numerator: 0n, denominator: 1n })).toBe(
      37_500,
    );
    expect(parseRate('-1')).toBeNull();
    expect(parseRate('1e3')).toBeNull();
  });

  it('names every problem of a broken file', () => {
    const broken = () =>
      parseFeeSchedule({
        soa_expiry: 'tomorrow',
        fees: [{ code: 'mayor', label: '', amount: 'lots' }],
        rules: {
          x: { tax: { base: 'income', label: 'Tax', brackets: [{ rate_percent: '1' }, { below: '5' }] } },
          y: { tax: { base: 'capital_amount', label: 'Tax', rate_percent: '0.05' }, fees: ['NOPE'] },
        },
      });
    expect(broken).toThrow(FeeScheduleError);
    try {
      broken();
    } catch (err) {
      expect((err as FeeScheduleError).problems).toEqual([
        'soa_expiry: end_of_month, or { days: a whole number from 1 }',
        'fees[0].code: capitals, digits and _ (up to 40)',
        'fees[0].label is missing',
        'fees[0].amount: "lots" is not an amount',
        'rules.x.tax.base: capital_amount or gross_amount',
        'rules.x.tax.brackets[0]: only the last bracket has no "below"',
        'rules.x.tax.brackets[1]: the last bracket has no "below"',
        'rules.x.tax.brackets[1].amount: "undefined" is not an amount',
        'rules.y.fees: NOPE is not in fees',
      ]);
    }
  });

  it('refuses a rule the schedule does not have', () => {
    expect(() => assessApplication(schedule, 'quarterly', {})).toThrow(UnknownFeeRuleError);
  });
});
