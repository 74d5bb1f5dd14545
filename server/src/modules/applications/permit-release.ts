import { randomBytes } from 'node:crypto';
import { manilaDateParts } from '@/domain/format/manila-date';
import type { Db } from '../../db/client';
import { businessPermits } from '../../db/permits-schema';
import { moveStatusIn } from './move-status';
import { nextPermitNumber } from './permit-sequence';

/** Who releases: the officer as the permit names them, and their id for the audit. */
export interface ReleasingOfficer {
  id: number;
  name: string;
}

/** A permit is valid to the end of the (Manila) year it is released in. */
export const endOfYear = (now: Date) => `${manilaDateParts(now).year}-12-31`;

/** 120 random bits, URL-safe: a code nobody can guess or walk through (20 characters). */
export const newVerifyCode = () => randomBytes(15).toString('base64url');

/**
 * `POST /api/v1/staff/applications/{id}/release`: from FOR PRINTING to RELEASED with the permit
 * (number of the year, validity, officer, verification code) in one transaction; any other
 * status is the workflow's 409 and issues nothing.
 */
export async function releasePermit(db: Db, applicationId: number, officer: ReleasingOfficer, now: Date) {
  return db.transaction(async (tx) => {
    const permitNumber = await nextPermitNumber(tx, 'PERMIT', now);
    await moveStatusIn(
      tx,
      {
        applicationId,
        to: 'RELEASED',
        actor: `staff:${String(officer.id)}`,
        reason: `Permit ${permitNumber}`,
      },
      now,
    );
    const [permit] = await tx
      .insert(businessPermits)
      .values({
        applicationId,
        permitNumber,
        verifyCode: newVerifyCode(),
        validUntil: endOfYear(now),
        releasedByName: officer.name,
        releasedBy: `staff:${String(officer.id)}`,
        releasedAt: now,
      })
      .returning();
    if (!permit) throw new Error('permit not issued');
    return permit;
  });
}
