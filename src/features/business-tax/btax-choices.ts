import { QUARTER_OPTIONS } from '@/domain/constants/quarters';
import { billingYears } from '@/domain/constants/years';
import { manilaDateParts } from '@/domain/format/manila-date';
import type { Option } from '@/domain/options/option';
import { btaxMessages } from './btax-messages';
import { quarterName } from './billing-columns';

/** What choosing a quarter means, on every screen that asks for one (§4). */
export const quarterHint = () => btaxMessages.t('quarterHint');

/** Quarters 1st to 4th in the current language; those before `from` (already paid) cannot be chosen (§4). */
export const quarterChoices = (from = 1): Option[] =>
  QUARTER_OPTIONS.map((q) => ({
    value: String(q.value),
    label: q.wholeYear
      ? btaxMessages.t('wholeYearChoice', { quarter: quarterName(q.value) })
      : quarterName(q.value),
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
