import { RPT_DUE_MONTHS, type RptRates } from './rpt-rates';
import { applyBp, installments, yearTax } from './year-tax';

/** A calendar month (Manila's), the unit interest is counted in. */
export interface YearMonth {
  year: number;
  month: number;
}

/**
 * Months of interest on one installment paid in `paidIn`: the month of payment minus the month it
 * fell due, counted by calendar month (§255), never below 0 nor above the cap.
 */
export function monthsLate(taxYear: number, quarter: number, paidIn: YearMonth, maxMonths: number): number {
  const due = taxYear * 12 + (RPT_DUE_MONTHS[quarter - 1] ?? 12);
  return Math.min(Math.max(paidIn.year * 12 + paidIn.month - due, 0), maxMonths);
}

export type RptDiscountKind = 'prompt' | 'advance' | null;

/**
 * Which discount a payment earns (§251): the advance discount when it completes a future year,
 * the prompt-payment one when it completes the current year by the first installment's due date.
 */
export function discountKind(taxYear: number, completesYear: boolean, paidIn: YearMonth): RptDiscountKind {
  if (!completesYear) return null;
  if (taxYear > paidIn.year) return 'advance';
  if (taxYear === paidIn.year && paidIn.month <= RPT_DUE_MONTHS[0]) return 'prompt';
  return null;
}

export interface QuarterPrice {
  quarter: number;
  tax: number;
  interest: number;
}

export interface RptPrice {
  /** The year's tax, basic + SEF. */
  yearTax: number;
  /** The tax of the quarters paid. */
  taxDue: number;
  penalty: number;
  discount: number;
  /** taxDue + penalty − discount. */
  total: number;
  discountKind: RptDiscountKind;
  quarters: QuarterPrice[];
}

/**
 * What paying some quarters of one property's tax year costs in a given month (centavos).
 * `completesYear`: after this payment every quarter of the year is paid (the discounts need it).
 */
export function priceQuarters(input: {
  assessedValue: number;
  taxYear: number;
  quarters: readonly number[];
  completesYear: boolean;
  paidIn: YearMonth;
  rates: RptRates;
}): RptPrice {
  const { rates, taxYear, paidIn } = input;
  const tax = yearTax(input.assessedValue, rates);
  const parts = installments(tax.total);
  const quarters = [...new Set(input.quarters)]
    .sort((a, b) => a - b)
    .map((quarter): QuarterPrice => {
      const installment = parts[quarter - 1];
      if (installment === undefined) throw new RangeError(`No quarter ${quarter}`);
      const months = monthsLate(taxYear, quarter, paidIn, rates.interestMaxMonths);
      const rate = Math.min(months * rates.interestPerMonthBp, rates.interestMaxBp);
      return { quarter, tax: installment, interest: applyBp(installment, rate) };
    });
  const taxDue = quarters.reduce((sum, q) => sum + q.tax, 0);
  const penalty = quarters.reduce((sum, q) => sum + q.interest, 0);
  const kind = discountKind(taxYear, input.completesYear, paidIn);
  const rateOf = { prompt: rates.promptDiscountBp, advance: rates.advanceDiscountBp };
  const discountBp = kind ? Math.min(rateOf[kind], rates.discountCapBp) : 0;
  const discount = applyBp(taxDue, discountBp);
  return {
    yearTax: tax.total,
    taxDue,
    penalty,
    discount,
    total: taxDue + penalty - discount,
    discountKind: kind,
    quarters,
  };
}
