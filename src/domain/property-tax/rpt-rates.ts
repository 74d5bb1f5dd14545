/**
 * The rates of the real property tax, each a parameter (operator settings on the server). Rates
 * are basis points (1% = 100) so every computation stays in integers.
 */
export interface RptRates {
  /** Basic real property tax of a city, % of the assessed value (RA 7160 §233). */
  basicBp: number;
  /** Special Education Fund levy (§235). */
  sefBp: number;
  /** Interest on an unpaid installment per month late (§255). */
  interestPerMonthBp: number;
  /** Months of interest counted at most (§255: 36). */
  interestMaxMonths: number;
  /** Interest rate at most (§255: 72%). */
  interestMaxBp: number;
  /** Discount when the whole year is paid by the first installment's due date (§251). */
  promptDiscountBp: number;
  /** Discount when a future year is paid in full before it begins (§251). */
  advanceDiscountBp: number;
  /** Ceiling of any discount (§251: 20%). */
  discountCapBp: number;
}

/** A city's defaults under the Local Government Code (issue 14). */
export const DEFAULT_RPT_RATES: Readonly<RptRates> = {
  basicBp: 200,
  sefBp: 100,
  interestPerMonthBp: 200,
  interestMaxMonths: 36,
  interestMaxBp: 7200,
  promptDiscountBp: 1000,
  advanceDiscountBp: 2000,
  discountCapBp: 2000,
};

/** The month each quarterly installment falls due, at its end (§250: March, June, September, December). */
export const RPT_DUE_MONTHS = [3, 6, 9, 12] as const;
