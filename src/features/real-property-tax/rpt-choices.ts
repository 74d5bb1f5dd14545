import { QUARTER_OPTIONS } from '@/domain/constants/quarters';
import { manilaDateParts } from '@/domain/format/manila-date';
import type { Option } from '@/domain/options/option';
import { rptMessages } from './rpt-messages';

/** Manila's current year: the one year whose cards offer a period (§2.11). */
export const currentYear = (now: Date) => manilaDateParts(now).year;

/** Tax years step 1 offers: the current year to two years ahead (§9). */
export const rptYearChoices = (now: Date): Option[] =>
  [0, 1, 2].map((ahead) => {
    const year = String(currentYear(now) + ahead);
    return { value: year, label: year };
  });

/** A quarter in the current language: '2nd', 'ika-2'. */
export const quarterName = (quarter: number) => rptMessages.t('quarter', { quarter });

/** Periods 1st to 4th; those before `from` are paid already and cannot be chosen (§4). */
export const periodChoices = (from: number): Option[] =>
  QUARTER_OPTIONS.map((q) => ({
    value: String(q.value),
    label: q.wholeYear
      ? rptMessages.t('wholeYearChoice', { quarter: quarterName(q.value) })
      : quarterName(q.value),
    disabled: q.value < from,
  }));
