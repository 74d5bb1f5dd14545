import { manilaDateParts } from '@/domain/format/manila-date';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Today on Manila's calendar as the imports write dates (YYYY-MM-DD), so the two compare as text:
 * a bill or statement is payable through its last day in Manila.
 */
export function manilaToday(now: Date): string {
  const { year, month, day } = manilaDateParts(now);
  return `${year}-${pad(month)}-${pad(day)}`;
}
