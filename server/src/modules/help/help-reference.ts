import { randomBytes } from 'node:crypto';
import { manilaYymmdd } from '@/domain/format/manila-date';

/**
 * A reference a resident can read out on the telephone, in the style of the payments' own
 * (BYN-YYMMDD-XXXXXXXX, no 0/O or 1/I): INC- for an incident, VAX- for an immunization.
 */
export function helpReference(prefix: 'INC' | 'VAX', now: Date): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const random = Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join('');
  return `${prefix}-${manilaYymmdd(now)}-${random}`;
}
