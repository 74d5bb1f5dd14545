import { formatDate } from '@/domain/format/format-date';
import { manilaToday } from '../../billing/manila-today';
import { ValidationError } from '../../http/http-errors';

/** What expiry reads of a bill. */
type Expiring = { expirationDate: string | null };

/**
 * The earliest expiration date among the bills that has passed, or null. A bill is
 * good through its expiration date (Manila), and a bill without one never expires.
 */
export function expiredOn(bills: readonly Expiring[], now: Date): string | null {
  const today = manilaToday(now);
  const passed = bills
    .map((b) => b.expirationDate)
    .filter((d): d is string => d !== null && d < today)
    .sort();
  return passed[0] ?? null;
}

/**
 * Refuses bills to be charged when any has expired (docs/decisions.md, "Business tax: what is owed"):
 * its total_amount counted surcharge and interest up to that date only, and what is owed now is
 * the treasury's to compute, never the portal's. The message says what to do next; it lands under
 * the BIN, the field every billing screen has.
 */
export function assertNotExpired(bills: readonly Expiring[], now: Date): void {
  const expired = expiredOn(bills, now);
  if (!expired) return;
  throw new ValidationError({
    bin: [
      `This bill expired on ${formatDate(expired)}: its surcharge and interest have grown since, so it cannot be paid online. Ask the Treasurer's Office for an updated bill: once it is issued you can pay it here, or pay at the Treasurer's Office.`,
    ],
  });
}
