import { manilaDateParts, parseManilaDate } from './manila-date';

type DateInput = string | number | Date | null | undefined;

// Written out as format-date.ts does (no Intl on a slow phone), as ICU's 'full' date style gives
// them for en-PH and fil-PH.
const MONTHS: Record<string, readonly string[]> = {
  'en-PH': [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  'fil-PH': [
    'Enero',
    'Pebrero',
    'Marso',
    'Abril',
    'Mayo',
    'Hunyo',
    'Hulyo',
    'Agosto',
    'Setyembre',
    'Oktubre',
    'Nobyembre',
    'Disyembre',
  ],
};
const WEEKDAYS: Record<string, readonly string[]> = {
  'en-PH': ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  'fil-PH': ['Linggo', 'Lunes', 'Martes', 'Miyerkules', 'Huwebes', 'Biyernes', 'Sabado'],
};

/**
 * A date in words on Manila's calendar, for a deadline a person must not misread:
 * 'Saturday, December 19, 2026' (fil-PH 'Sabado, Disyembre 19, 2026'); '' when not a date.
 */
export function formatLongDate(input: DateInput, locale = 'en-PH'): string {
  const date = parseManilaDate(input);
  if (!date) return '';
  const { year, month, day } = manilaDateParts(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const months = MONTHS[locale] ?? MONTHS['en-PH'] ?? [];
  const weekdays = WEEKDAYS[locale] ?? WEEKDAYS['en-PH'] ?? [];
  return `${weekdays[weekday] ?? ''}, ${months[month - 1] ?? ''} ${day}, ${year}`;
}
