import { parseManilaDate } from './manila-date';

type DateInput = string | number | Date | null | undefined;

// Philippine dates are read on Manila's clock (§9), whatever the browser's zone.
const DATE = { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'Asia/Manila' } as const;
const TIME = { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Manila' } as const;

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, options: typeof DATE | typeof TIME, date: Date): string {
  const key = `${locale}|${options === DATE ? 'date' : 'time'}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formats.set(key, formatter);
  }
  // Newer ICU puts a narrow no-break space before AM/PM; the screens (§2.12) show a plain one.
  return formatter.format(date).replace(/\u202f/g, ' ');
}

/** A date as month abbreviation, day, year in Manila time (§9): 'Jan 5, 2024' (fil-PH 'Ene 5, 2024'); '' when not a date. */
export function formatDate(input: DateInput, locale = 'en-PH'): string {
  const date = parseManilaDate(input);
  return date ? format(locale, DATE, date) : '';
}

/** A date with its time, as the NOV screen shows it (§2.12): 'Jan 5, 2024 1:30 PM'; '' when not a date. */
export function formatDateTime(input: DateInput, locale = 'en-PH'): string {
  const date = parseManilaDate(input);
  return date ? `${format(locale, DATE, date)} ${format(locale, TIME, date)}` : '';
}
