import { QUARTER_OPTIONS } from '@/domain/constants/quarters';
import { billingYears } from '@/domain/constants/years';
import { manilaDateParts } from '@/domain/format/manila-date';
import type { Option } from '@/domain/options/option';

/** What choosing a quarter means, on every screen that asks for one (§4). */
export const QUARTER_HINT =
  'Pay every unpaid quarter up to the one you choose; the 4th quarter pays the whole year.';

/** Quarters 1st to 4th; those before `from` (already paid) cannot be chosen (§4). */
export const quarterChoices = (from = 1): Option[] =>
  QUARTER_OPTIONS.map((q) => ({
    value: String(q.value),
    label: q.wholeYear ? `${q.label} (whole year)` : q.label,
    disabled: q.value < from,
  }));

/** Years of the API-import screen: 1970 to next year, newest first (§9). */
export const billingYearChoices = (now: Date): Option[] =>
  billingYears(now).map((y) => ({ value: String(y), label: String(y) }));

/**
 * Years of the delinquent search: up to the current year, newest first, the current year shown
 * but disabled — what is owed this year is paid quarterly, not as a delinquency (§4).
 */
export const delinquentYearChoices = (now: Date): Option[] => {
  const current = manilaDateParts(now).year;
  return billingYears(now)
    .filter((y) => y <= current)
    .map((y) => ({ value: String(y), label: String(y), disabled: y === current }));
};
