import { manilaDateParts, parseManilaDate } from './manila-date';

type DateInput = string | number | Date | null | undefined;

// The month abbreviations ICU gives each of the portal's locales (en-PH, fil-PH). Written out, not
// asked of Intl: the first Intl date formatter of a page costs a slow phone 100 ms or more while
// the engine loads its locale and time-zone tables, inside the render that shows the data.
const EN_PH = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS: Record<string, readonly string[]> = {
  'en-PH': EN_PH,
  'fil-PH': ['Ene', 'Peb', 'Mar', 'Abr', 'May', 'Hun', 'Hul', 'Ago', 'Set', 'Okt', 'Nob', 'Dis'],
};

const monthName = (locale: string, month: number) => (MONTHS[locale] ?? EN_PH)[month - 1] ?? '';

/** A date as month abbreviation, day, year in Manila time (§9): 'Jan 5, 2024' (fil-PH 'Ene 5, 2024'); '' when not a date. */
export function formatDate(input: DateInput, locale = 'en-PH'): string {
  const date = parseManilaDate(input);
  if (!date) return '';
  const { year, month, day } = manilaDateParts(date);
  return `${monthName(locale, month)} ${day}, ${year}`;
}

/**
 * A date with its time, as the NOV screen shows it (§2.12): 'Jan 5, 2024 1:30 PM' in both
 * locales (a plain space before AM/PM, as the screens show it); '' when not a date.
 */
export function formatDateTime(input: DateInput, locale = 'en-PH'): string {
  const date = parseManilaDate(input);
  if (!date) return '';
  const { hours, minutes } = manilaDateParts(date);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${formatDate(date, locale)} ${hour}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
