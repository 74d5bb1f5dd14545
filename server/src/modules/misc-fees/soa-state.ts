import type { SoaStatus } from '@/domain/contracts/misc-fees';
import { formatDate } from '@/domain/format/format-date';
import type { soas } from '../../db/violations-fees-schema';
import { ValidationError } from '../../http/http-errors';
import { manilaToday } from '../business-tax/bill-expiry';

type Soa = typeof soas.$inferSelect;

export const SOA_PAID_MESSAGE = 'This statement of account is already paid.';

/** Said when an expired SOA is verified or paid: what happened, and what to do next. */
export const soaExpiredMessage = (soa: Pick<Soa, 'expiresOn' | 'office'>): string =>
  `This statement of account expired on ${formatDate(soa.expiresOn)}. Ask the ${soa.office} for a new statement of account, then verify its number here.`;

/** An SOA is payable through its expiry date (Manila) and until a transaction pays it. */
export function soaStatus(soa: Pick<Soa, 'paidTransactionId' | 'expiresOn'>, now: Date): SoaStatus {
  if (soa.paidTransactionId !== null) return 'PAID';
  return soa.expiresOn < manilaToday(now) ? 'EXPIRED SOA' : 'PAYABLE';
}

/** Refuses an SOA that can no longer be paid, with the message under its number (a 422). */
export function assertSoaPayable(soa: Soa, now: Date): void {
  const status = soaStatus(soa, now);
  if (status === 'PAID') throw new ValidationError({ soa_number: [SOA_PAID_MESSAGE] });
  if (status === 'EXPIRED SOA') throw new ValidationError({ soa_number: [soaExpiredMessage(soa)] });
}

/** Names compare as the payer would read them: case and runs of spaces do not matter. */
export const sameName = (a: string, b: string): boolean =>
  a.trim().replace(/\s+/g, ' ').toUpperCase() === b.trim().replace(/\s+/g, ' ').toUpperCase();
