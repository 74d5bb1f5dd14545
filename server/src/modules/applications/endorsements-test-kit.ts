import { endorsementsOf } from '@/domain/applications/endorsements';
import { applicationEndorsements, applications } from '../../db/applications-schema';
import type { Db } from '../../db/client';
import { eq } from 'drizzle-orm';
import { definitionByRoute } from './application-definitions';
import { filingRound } from './endorsement-standings';

/**
 * For tests that take an application past its endorsements to test what comes after (the
 * licensing approval, the assessment): every office its kind is endorsed to has cleared it, as
 * their officers would have (`operator` as the actor). The application itself is not moved.
 */
export async function clearedByEveryOffice(db: Db, applicationId: number, now = new Date()) {
  const [row] = await db
    .select({ route: applications.route })
    .from(applications)
    .where(eq(applications.id, applicationId));
  const definition = row && definitionByRoute(row.route);
  const offices = definition ? endorsementsOf(definition.workflow) : [];
  if (offices.length === 0) return;
  const round = await filingRound(db, applicationId);
  await db.insert(applicationEndorsements).values(
    offices.map((office) => ({
      applicationId,
      office,
      decision: 'cleared' as const,
      round,
      actor: 'operator',
      createdAt: now,
    })),
  );
}
