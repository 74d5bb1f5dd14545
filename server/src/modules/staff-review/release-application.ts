import { eq } from 'drizzle-orm';
import { applications } from '../../db/applications-schema';
import type { Db } from '../../db/client';
import type { DocumentsService } from '../../documents/documents.service';
import { NotFoundError } from '../../http/http-errors';
import { definitionByRoute } from '../applications/application-definitions';
import { moveStatusIn } from '../applications/move-status';
import { issueFor, releaserActor, type ReleasingOfficer } from './issue-for';
import { APPLICATIONS_MESSAGES } from '../applications/applications.messages';

/**
 * `POST /api/v1/staff/applications/{id}/release`: to RELEASED with the document its kind issues
 * (issueFor) in one transaction; a status its kind's workflow does not release from is the 409 and
 * issues nothing (its number rolled back with it). The audit names the document's number.
 */
export async function releaseApplication(
  db: Db,
  documents: Pick<DocumentsService, 'registry' | 'issue'>,
  applicationId: number,
  officer: ReleasingOfficer,
  now: Date,
) {
  const [application] = await db.select().from(applications).where(eq(applications.id, applicationId));
  if (!application) throw new NotFoundError(APPLICATIONS_MESSAGES.notFound);
  const definition = definitionByRoute(application.route);
  const actor = releaserActor(officer);
  return db.transaction((tx) =>
    issueFor(tx, documents, definition, application, officer, now, (reason) =>
      moveStatusIn(tx, { applicationId, to: 'RELEASED', actor, reason }, now),
    ),
  );
}
