import { describe, expect, it } from 'vitest';
import { assessApplication, NoAnnualTaxError } from './assess-application';
import { FeeScheduleError, parseFeeSchedule } from './fee-schedule';
import { quarterTaxLine } from './quarter-tax';

describe('a quarter of the annual business tax', () => {
  it.each([
    // annual tax, quarters from–to → centavos, worked by hand: annual × to / 4 − annual × (from − 1) / 4,
    // each running total half up to the centavo.
    [7_500, 1, 1, 1_875], // ₱75.00 / 4 = ₱18.75
    [7_500, 2, 3, 3_750], // ₱56.25 − ₱18.75
    [7_500, 1, 4, 7_500], // the whole year
    [10_001, 1, 1, 2_500], // ₱25.0025 → ₱25.00
    [10_001, 2, 2, 2_501], // ₱50.005 → ₱50.01, less ₱25.00
    [10_001, 3, 3, 2_500], // ₱75.0075 → ₱75.01, less ₱50.01
    [10_001, 4, 4, 2_500], // ₱100.01 less ₱75.01
    [2_681_250, 3, 4, 1_340_625], // ₱26,812.50: half of it
  ])('₱%i centavos a year, quarters %i–%i → %i', (annualTax, from, to, amount) => {
    expect(quarterTaxLine('Business tax', { annualTax, from, to }).amount).toBe(amount);
  });

  it('adds up to the annual tax however the quarters are grouped', () => {
    const q = (from: number, to: number) => quarterTaxLine('T', { annualTax: 10_001, from, to }).amount;
    expect(q(1, 1) + q(2, 2) + q(3, 3) + q(4, 4)).toBe(10_001);
    expect(q(1, 2) + q(3, 4)).toBe(10_001);
  });

  it('says which quarters of which annual tax', () => {
    expect(quarterTaxLine('Business tax', { annualTax: 7_500, from: 2, to: 3 })).toEqual({
      code: 'BUSINESS_TAX_1',
      label: 'Business tax',
      basis: 'Quarters 2–3 of ₱75.00 annual tax',
      amount: 3_750,
    });
    expect(quarterTaxLine('Business tax', { annualTax: 7_500, from: 4, to: 4 }).basis).toBe(
      'Quarter 4 of ₱75.00 annual tax',
    );
  });
});

describe('the schedule’s quarter_of_annual_tax rule', () => {
  const schedule = parseFeeSchedule({
    fees: [{ code: 'MAYORS_PERMIT', label: "Mayor's permit fee", amount: '500.00' }],
    rules: { quarterly: { quarter_of_annual_tax: { label: 'Business tax' }, fees: [] } },
  });

  it('assesses the quarters given, and nothing without an annual tax', () => {
    expect(
      assessApplication(schedule, 'quarterly', { quarter: '2' }, { annualTax: 7_500, from: 1, to: 2 }),
    ).toMatchObject({ lines: [{ amount: 3_750, basis: 'Quarters 1–2 of ₱75.00 annual tax' }], total: 3_750 });
    expect(() => assessApplication(schedule, 'quarterly', { quarter: '2' })).toThrow(NoAnnualTaxError);
  });

  it('refuses a rule without a label, or with a tax as well', () => {
    const bad = () =>
      parseFeeSchedule({
        fees: [],
        rules: {
          a: { quarter_of_annual_tax: {}, fees: [] },
          b: {
            quarter_of_annual_tax: { label: 'T' },
            tax: { label: 'T', base: 'gross_amount', rate_percent: '1' },
            fees: [],
          },
        },
      });
    expect(bad).toThrow(FeeScheduleError);
    try {
      bad();
    } catch (err) {
      expect((err as FeeScheduleError).problems).toEqual([
        'rules.a.quarter_of_annual_tax.label is missing',
        'rules.b: tax or quarter_of_annual_tax, not both',
      ]);
    }
  });
});
