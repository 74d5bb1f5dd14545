import { formatDate } from '@/domain/format/format-date';
import { soaStatus } from '../../billing/soa-status';
import type { soas } from '../../db/violations-fees-schema';
import { ValidationError } from '../../http/http-errors';

type Soa = typeof soas.$inferSelect;

export const SOA_PAID_MESSAGE = 'This statement of account is already paid.';

/** Said when an expired SOA is verified or paid: what happened, and what to do next. */
export const soaExpiredMessage = (soa: Pick<Soa, 'expiresOn' | 'office'>): string =>
  `This statement of account expired on ${formatDate(soa.expiresOn)}. Ask the ${soa.office} for a new statement of account, then verify its number here.`;

/** Refuses an SOA that can no longer be paid, with the message under its number (a 422). */
export function assertSoaPayable(soa: Soa, now: Date): void {
  const status = soaStatus(soa, now);
  if (status === 'PAID') throw new ValidationError({ soa_number: [SOA_PAID_MESSAGE] });
  if (status === 'EXPIRED SOA') throw new ValidationError({ soa_number: [soaExpiredMessage(soa)] });
}

/** Names compare as the payer would read them: case and runs of spaces do not matter. */
export const sameName = (a: string, b: string): boolean =>
  a.trim().replace(/\s+/g, ' ').toUpperCase() === b.trim().replace(/\s+/g, ' ').toUpperCase();
