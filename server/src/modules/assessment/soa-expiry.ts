import type { SoaExpiry } from '@/domain/fees/fee-schedule';
import { manilaDateParts } from '@/domain/format/manila-date';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The last Manila day an SOA issued at `now` can be paid (YYYY-MM-DD): the end of its month,
 * or `days` days after the day of issue (docs/fee-schedule.md).
 */
export function soaExpiresOn(expiry: SoaExpiry, now: Date): string {
  const { year, month, day } = manilaDateParts(now);
  const last =
    expiry.kind === 'end_of_month'
      ? new Date(Date.UTC(year, month, 0))
      : new Date(Date.UTC(year, month - 1, day + expiry.days));
  return `${last.getUTCFullYear()}-${pad(last.getUTCMonth() + 1)}-${pad(last.getUTCDate())}`;
}
