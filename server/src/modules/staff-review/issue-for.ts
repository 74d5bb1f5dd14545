import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { applications } from '../../db/applications-schema';
import { applicationSoas } from '../../db/permits-schema';
import type { Tx } from '../../db/client';
import type { DocumentsService } from '../../documents/documents.service';
import { labFacts } from './lab-results';

/**
 * Who releases: an officer (the document names them, the audit their id), or the portal itself
 * for a kind whose workflow releases on payment (`system`, the name printed for it).
 */
export type ReleasingOfficer = { id: number; name: string } | { actor: 'system'; name: string };

/** The audit's actor of a release. */
export const releaserActor = (officer: ReleasingOfficer) =>
  'actor' in officer ? officer.actor : `staff:${String(officer.id)}`;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The one seam between release and the document service (issue 26): the document a kind's
 * definition issues on release (its registry entry), numbered with the kind's prefix, valid as its
 * entry says, printing the application's answers as released (and, once paid, what was paid:
 * `fees_paid` lines and `fees_total` centavos; with the lab step, `lab_results`), inside the
 * release's transaction.
 * `move` makes the release's own move, told the document's number for its audit row; a refused
 * move throws and rolls the document and its number back. A kind that issues nothing on release (a
 * quarterly's official receipt, issued when paid; a certificate of retirement no module registered
 * yet) is released without one (null): a closed business must never verify as permitted.
 */
export async function issueFor(
  tx: Tx,
  documents: Pick<DocumentsService, 'registry' | 'issue'>,
  definition: ApplicationDefinition | undefined,
  application: Pick<typeof applications.$inferSelect, 'id' | 'transactionId' | 'payload'>,
  officer: ReleasingOfficer,
  now: Date,
  move: (note: string) => Promise<unknown>,
) {
  const entry = definition?.issues ? documents.registry.find(definition.issues) : undefined;
  if (!definition || entry?.issued !== 'on release') {
    await move('');
    return null;
  }
  // What was paid for it, so a certificate can print its taxes (the paid SOA's lines and total).
  const [paid] = await tx
    .select({ lines: applicationSoas.lines, total: applicationSoas.total })
    .from(applicationSoas)
    .where(
      and(eq(applicationSoas.applicationId, application.id), isNotNull(applicationSoas.paidTransactionId)),
    )
    .orderBy(desc(applicationSoas.id))
    .limit(1);
  const document = await documents.issue(
    tx,
    {
      kind: entry.kind,
      subjectKey: `application:${String(application.id)}`,
      applicationId: application.id,
      transactionId: application.transactionId,
      facts: {
        ...application.payload,
        ...(paid && { fees_paid: paid.lines, fees_total: paid.total }),
        // A kind with the laboratory step prints what the laboratory found.
        ...(await labFacts(tx, definition, application.id, application.payload)),
      },
      prefix: definition.numberPrefix,
      issuedBy: releaserActor(officer),
      issuedByName: officer.name,
    },
    now,
  );
  await move(`${capitalised(entry.noun.en)} ${document.number}`);
  return document;
}
