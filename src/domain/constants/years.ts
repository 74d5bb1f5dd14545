import { manilaDateParts } from '../format/manila-date';

/** First year the billing screens offer (§9). */
export const BILLING_FIRST_YEAR = 1970;

// The current year is Manila's: a UTC server on 31 December at 16:00 is already in the new year.
const currentYear = (now: Date): number => manilaDateParts(now).year;

/** Billing-screen years, 1970 to next year, newest first as the year select dialog lists them (§9). */
export function billingYears(now: Date): number[] {
  const years: number[] = [];
  for (let year = currentYear(now) + 1; year >= BILLING_FIRST_YEAR; year--) years.push(year);
  return years;
}
