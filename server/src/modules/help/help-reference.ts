import { randomBytes } from 'node:crypto';

/**
 * A reference a resident can read out on the telephone, in the style of the payments' own
 * (BYN-YYMMDD-XXXXXXXX, no 0/O or 1/I): INC- for an incident, VAX- for an immunization.
 */
export function helpReference(prefix: 'INC' | 'VAX', now: Date): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const random = Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join('');
  return `${prefix}-${now.toISOString().slice(2, 10).replaceAll('-', '')}-${random}`;
}
