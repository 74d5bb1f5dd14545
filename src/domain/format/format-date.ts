import { manilaDateParts, parseManilaDate } from './manila-date';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

type DateInput = string | number | Date | null | undefined;

/** A date as month abbreviation, day, year in Manila time (§9): 'Jan 5, 2024'; '' when not a date. */
export function formatDate(input: DateInput): string {
  const date = parseManilaDate(input);
  if (!date) return '';
  const { year, month, day } = manilaDateParts(date);
  return `${MONTHS[month - 1] ?? ''} ${day}, ${year}`;
}

/** A date with its time, as the NOV screen shows it (§2.12): 'Jan 5, 2024 1:30 PM'; '' when not a date. */
export function formatDateTime(input: DateInput): string {
  const date = parseManilaDate(input);
  if (!date) return '';
  const { hours, minutes } = manilaDateParts(date);
  const clock = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${formatDate(date)} ${clock}`;
}
