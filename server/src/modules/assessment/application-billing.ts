import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issuedDocuments } from '../../db/documents-schema';
import { applicationSoas } from '../../db/permits-schema';
import { soaStatus } from '../../billing/soa-status';

/** An application's current SOA as staff and the taxpayer see it (amounts in centavos). */
export interface SoaView {
  number: string;
  lines: { code: string; label: string; basis: string; amount: number }[];
  total: number;
  /** The last day it can be paid (Manila), YYYY-MM-DD. */
  expires_on: string;
  status: 'PAYABLE' | 'PAID' | 'EXPIRED SOA';
  issued_at: string;
}

export interface PermitView {
  /** The document kind (its registry entry names and titles it). */
  kind: string;
  number: string;
  verify_code: string;
  valid_until: string;
  released_by: string;
  released_at: string;
}

/**
 * The SOA and permit of an application, for the staff detail (A's) and the taxpayer's
 * transaction page; each left out while there is none.
 */
export async function applicationBilling(
  db: Db,
  applicationId: number,
  now = new Date(),
): Promise<{ soa?: SoaView; permit?: PermitView }> {
  const [soa] = await db
    .select()
    .from(applicationSoas)
    // A superseded SOA is never offered: a reassessment waiting for approval (issue 25) has none.
    .where(and(eq(applicationSoas.applicationId, applicationId), isNull(applicationSoas.supersededAt)))
    .orderBy(desc(applicationSoas.id))
    .limit(1);
  // The document its release issued (server/src/documents: keyed by the application).
  const [permit] = await db
    .select()
    .from(issuedDocuments)
    .where(eq(issuedDocuments.subjectKey, `application:${String(applicationId)}`));
  return {
    ...(soa && {
      soa: {
        number: soa.soaNumber,
        lines: soa.lines,
        total: soa.total,
        expires_on: soa.expiresOn,
        status: soaStatus(soa, now),
        issued_at: soa.createdAt.toISOString(),
      },
    }),
    ...(permit && {
      permit: {
        kind: permit.kind,
        number: permit.number,
        verify_code: permit.verifyCode,
        valid_until: permit.validUntil ?? '',
        released_by: permit.issuedByName,
        released_at: permit.issuedAt.toISOString(),
      },
    }),
  };
}
