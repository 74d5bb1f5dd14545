import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { manilaDateParts } from '@/domain/format/manila-date';
import { applications } from '../../db/applications-schema';
import type { Db } from '../../db/client';
import { businessPermits } from '../../db/permits-schema';
import { NotFoundError } from '../../http/http-errors';
import { definitionByRoute } from '../applications/application-definitions';
import { APPLICATION_NOT_FOUND_MESSAGE, moveStatusIn } from '../applications/move-status';
import { nextPermitNumber } from '../assessment/permit-sequence';

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
 * status is the workflow's 409 and issues nothing. A kind whose definition issues something
 * else (a quarterly's official receipt, a certificate of retirement) is released without a
 * business permit (null): a closed business must never verify as permitted.
 */
export async function releasePermit(db: Db, applicationId: number, officer: ReleasingOfficer, now: Date) {
  const [application] = await db
    .select({ route: applications.route })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!application) throw new NotFoundError(APPLICATION_NOT_FOUND_MESSAGE);
  const issuesPermit = definitionByRoute(application.route)?.issues === 'business-permit';
  const actor = `staff:${String(officer.id)}`;
  return db.transaction(async (tx) => {
    if (!issuesPermit) {
      await moveStatusIn(tx, { applicationId, to: 'RELEASED', actor }, now);
      return null;
    }
    const permitNumber = await nextPermitNumber(tx, 'PERMIT', now);
    await moveStatusIn(tx, { applicationId, to: 'RELEASED', actor, reason: `Permit ${permitNumber}` }, now);
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
    if (!permit) throw new Error('permit not issued');
    return permit;
  });
}
