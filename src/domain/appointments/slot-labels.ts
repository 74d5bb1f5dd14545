import { formatDate } from '../format/format-date';
import { manilaDateParts } from '../format/manila-date';

// Weekday abbreviations as ICU writes them for the portal's locales (written out, as format-date
// does its months: no Intl on a slow phone's render).
const WEEKDAYS: Record<string, readonly string[]> = {
  'en-PH': ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  'fil-PH': ['Lun', 'Mar', 'Miy', 'Huw', 'Biy', 'Sab', 'Lin'],
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The Manila calendar day of a slot's start, '2030-01-08': slots are grouped by it. */
export function slotDayKey(startsAt: string): string {
  const { year, month, day } = manilaDateParts(new Date(startsAt));
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A slot's day as a person reads it: 'Tue, Jan 8, 2030' (fil-PH 'Mar, Ene 8, 2030'). */
export function slotDayLabel(startsAt: string, locale = 'en-PH'): string {
  const date = new Date(startsAt);
  // The weekday of the Manila day: its midnight, read in UTC.
  const key = slotDayKey(startsAt);
  const weekday = (new Date(`${key}T00:00:00Z`).getUTCDay() + 6) % 7;
  return `${(WEEKDAYS[locale] ?? WEEKDAYS['en-PH'] ?? [])[weekday] ?? ''}, ${formatDate(date, locale)}`;
}

/** A slot's Manila time: '9:00 AM', '1:30 PM'. */
export function slotTimeLabel(startsAt: string): string {
  const { hours, minutes } = manilaDateParts(new Date(startsAt));
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${pad(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
}
