// The Philippines keeps UTC+8 all year (no daylight saving since 1978), so Manila wall time is a
// fixed offset and dates format the same on a UTC server and in any resident's browser.
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Calendar fields of an instant on Manila's clock (month 1–12). */
export interface ManilaDateParts {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

/** The Manila calendar date and time of an instant. */
export function manilaDateParts(date: Date): ManilaDateParts {
  const shifted = new Date(date.getTime() + MANILA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
  };
}

/** The Manila calendar date of an instant as YYYY-MM-DD (dates stored as text compare as text). */
export function manilaIsoDate(date: Date): string {
  const { year, month, day } = manilaDateParts(date);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Parses what the API sends as a date: an ISO instant, or a zone-less '2024-01-05' or
 * '2024-01-05 13:30:00', which is Manila time (JavaScript would read the latter in the browser's
 * zone). Null when it is not a date.
 */
export function parseManilaDate(input: string | number | Date | null | undefined): Date | null {
  if (input === null || input === undefined || input === '') return null;
  let date: Date;
  if (typeof input === 'string') {
    const local = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?$/.exec(input.trim());
    date = new Date(local ? `${local[1]}T${local[2] ?? '00:00'}+08:00` : input);
  } else {
    date = new Date(input);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

/** YYMMDD of an instant's Manila calendar day: the date part of the references people read (BYN-, INC-, VAX-). */
export function manilaYymmdd(date: Date): string {
  const { year, month, day } = manilaDateParts(date);
  return [year % 100, month, day].map((n) => String(n).padStart(2, '0')).join('');
}
