import { randomBytes } from 'node:crypto';
import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import { manilaDateParts } from '@/domain/format/manila-date';
import type { Tx } from '../../db/client';
import { businessPermits } from '../../db/permits-schema';
import { nextNumber } from '../assessment/number-sequence';

/** Who releases: the officer as the document names them, and their id for the audit. */
export interface ReleasingOfficer {
  id: number;
  name: string;
}

/** A permit is valid to the end of the (Manila) year it is released in. */
export const endOfYear = (now: Date) => `${manilaDateParts(now).year}-12-31`;

/** 120 random bits, URL-safe: a code nobody can guess or walk through (20 characters). */
export const newVerifyCode = () => randomBytes(15).toString('base64url');

// The document kinds this portal prints today (the document service's registry replaces this).
const PRINTED = new Set(['business-permit']);

/**
 * The one seam between release and the documents (issue 26): the document a kind's definition
 * issues, numbered with its prefix and made verifiable, inside the release's transaction. `move`
 * makes the release's own move, told the document's number for its audit row (the audit is
 * append-only), before the document is written: a refused move issues nothing. A kind that issues
 * nothing printed here (a quarterly's official receipt, a certificate of retirement) is released
 * without one (null): a closed business must never verify as permitted.
 */
export async function issueFor(
  tx: Tx,
  definition: ApplicationDefinition | undefined,
  applicationId: number,
  officer: ReleasingOfficer,
  now: Date,
  move: (note: string) => Promise<unknown>,
) {
  if (!definition?.issues || !PRINTED.has(definition.issues)) {
    await move('');
    return null;
  }
  const permitNumber = await nextNumber(tx, 'PERMIT', definition.numberPrefix, now);
  await move(`Permit ${permitNumber}`);
  const actor = `staff:${String(officer.id)}`;
  const [permit] = await tx
    .insert(businessPermits)
    .values({
      applicationId,
      permitNumber,
      verifyCode: newVerifyCode(),
      validUntil: endOfYear(now),
      releasedByName: officer.name,
      releasedBy: actor,
      releasedAt: now,
    })
    .returning();
  if (!permit) throw new Error('document not issued');
  return permit;
}
