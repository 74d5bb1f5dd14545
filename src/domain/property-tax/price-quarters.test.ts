import { describe, expect, it } from 'vitest';
import { monthsLate, priceQuarters } from './price-quarters';
import { DEFAULT_RPT_RATES } from './rpt-rates';
import { applyBp, installments, yearTax } from './year-tax';

// Assessed value ₱100,000.00: basic 2% ₱2,000 + SEF 1% ₱1,000 = ₱3,000 a year, ₱750 a quarter.
const AV = 10_000_000;
const rates = DEFAULT_RPT_RATES;
const price = (taxYear: number, quarters: number[], completesYear: boolean, year: number, month: number) =>
  priceQuarters({ assessedValue: AV, taxYear, quarters, completesYear, paidIn: { year, month }, rates });

describe('the year tax and its installments', () => {
  it('is 2% basic plus 1% SEF of the assessed value', () => {
    expect(yearTax(AV, rates)).toEqual({ basic: 200_000, sef: 100_000, total: 300_000 });
  });

  it('rounds basic and SEF once each, and the four installments add up exactly', () => {
    // ₱12,345.67: basic 246.9134 → ₱246.91, SEF 123.4567 → ₱123.46; ₱370.37 = 92.60 + 3 × 92.59.
    const tax = yearTax(1_234_567, rates);
    expect(tax).toEqual({ basic: 24_691, sef: 12_346, total: 37_037 });
    expect(installments(tax.total)).toEqual([9_260, 9_259, 9_259, 9_259]);
    for (const total of [0, 1, 2, 3, 5, 37_037, 999_999_999]) {
      const parts = installments(total);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
    }
  });

  it('rounds half a centavo up, in integers', () => {
    expect(applyBp(25, 200)).toBe(1); // 0.5 → 1
    expect(applyBp(24, 200)).toBe(0); // 0.48 → 0
  });
});

describe('paying a year', () => {
  it('on time, the whole year by 31 March: 10% prompt-payment discount', () => {
    expect(price(2026, [1, 2, 3, 4], true, 2026, 3)).toMatchObject({
      taxDue: 300_000,
      penalty: 0,
      discount: 30_000,
      total: 270_000,
      discountKind: 'prompt',
    });
    // In April the first installment is a month late: no discount, 2% on Q1.
    expect(price(2026, [1, 2, 3, 4], true, 2026, 4)).toMatchObject({ penalty: 1_500, discount: 0 });
  });

  it('Q1–Q3 late in November: 8, 5 and 2 months of 2%', () => {
    const result = price(2026, [1, 2, 3], false, 2026, 11);
    expect(result.quarters).toEqual([
      { quarter: 1, tax: 75_000, interest: 12_000 },
      { quarter: 2, tax: 75_000, interest: 7_500 },
      { quarter: 3, tax: 75_000, interest: 3_000 },
    ]);
    expect(result).toMatchObject({ taxDue: 225_000, penalty: 22_500, discount: 0, total: 247_500 });
  });

  it('an advance year paid in full before it begins: 20% discount, none for part of it', () => {
    expect(price(2027, [1, 2, 3, 4], true, 2026, 11)).toMatchObject({
      taxDue: 300_000,
      penalty: 0,
      discount: 60_000,
      total: 240_000,
      discountKind: 'advance',
    });
    expect(price(2027, [1, 2], false, 2026, 11)).toMatchObject({ discount: 0, total: 150_000 });
  });

  it('interest stops at 36 months (72%)', () => {
    expect(monthsLate(2022, 1, { year: 2026, month: 11 }, 36)).toBe(36); // 56 months late
    expect(monthsLate(2023, 4, { year: 2026, month: 11 }, 36)).toBe(35);
    const result = price(2022, [1, 2, 3, 4], true, 2026, 11);
    expect(result.quarters.map((q) => q.interest)).toEqual([54_000, 54_000, 54_000, 54_000]);
    expect(result).toMatchObject({ penalty: 216_000, discount: 0, total: 516_000 });
    // A higher monthly rate still stops at the 72% ceiling.
    const steep = priceQuarters({
      assessedValue: AV,
      taxYear: 2025,
      quarters: [1],
      completesYear: false,
      paidIn: { year: 2026, month: 11 },
      rates: { ...rates, interestPerMonthBp: 500 },
    });
    expect(steep.penalty).toBe(54_000);
  });

  it('caps any discount at the §251 ceiling, every rate being a parameter', () => {
    const generous = { ...rates, advanceDiscountBp: 3_000, promptDiscountBp: 1_500, discountCapBp: 2_000 };
    const at = (taxYear: number, month: number) =>
      priceQuarters({
        assessedValue: AV,
        taxYear,
        quarters: [1, 2, 3, 4],
        completesYear: true,
        paidIn: { year: 2026, month },
        rates: generous,
      }).discount;
    expect(at(2027, 11)).toBe(60_000);
    expect(at(2026, 1)).toBe(45_000);
    const city = priceQuarters({
      assessedValue: AV,
      taxYear: 2026,
      quarters: [4],
      completesYear: true,
      paidIn: { year: 2026, month: 11 },
      rates: { ...rates, basicBp: 100, sefBp: 100 },
    });
    expect(city).toMatchObject({ yearTax: 200_000, taxDue: 50_000, total: 50_000 });
  });
});
