import { and, desc, eq, isNull } from 'drizzle-orm';
import { applications } from '../../db/applications-schema';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { applicationSoas } from '../../db/permits-schema';
import type { DocumentKind, IssueRequest } from '../../documents/document-kind';
import type { DocumentOwner } from '../../documents/document-registry';
import { definitionByRoute } from '../applications/application-definitions';
import { summaryOf } from '../applications/application-summary';

/**
 * An application's statement of account (issue 18) as a document entry, for every kind: its number and last day
 * are the SOA's own; it is issued the first time it is asked for (the applicant's download, staff's
 * list), with the lines the assessor confirmed. Its QR's page shows the total due.
 */
export const statementOfAccountDocument: DocumentKind = {
  kind: 'statement-of-account',
  title: { en: 'Statement of Account', fil: 'Statement of Account' },
  noun: { en: 'statement of account', fil: 'statement of account' },
  validity: 'from_issuer',
  issued: 'when owed',
  template: {
    paper: 'A4',
    office: 'Office of the Treasurer',
    heading: 'STATEMENT OF ACCOUNT',
    numberLabel: 'SOA No.',
    blocks: [
      { row: 'Applicant', value: 'applicant' },
      { row: 'Application', value: 'application' },
      { row: 'Reference number', value: 'reference_number' },
      { row: 'Issued on', value: { date: '$issued_at' } },
      { row: 'Pay on or before', value: { date: '$valid_until' } },
      { gap: 10 },
      { heading: 'What you pay for' },
      { lines: 'lines', total: { money: 'total' }, totalLabel: 'Total amount due' },
    ],
    qrNote: 'Scan the code to check that this statement of account is genuine:',
    notes:
      'Pay it in the portal: open the transaction and press Pay Now. Amounts are in Philippine pesos.\nA statement of account not paid by its last day expires; ask the portal for a new one.',
  },
  verify: [{ label: { en: 'Total Amount Due', fil: 'Kabuuang Babayaran' }, value: { money: 'total' } }],
  fileName: '{number}.pdf',
};

/** What an application owes: its current SOA (by its id, or its transaction's). */
export function owedStatementOfAccount(db: Db) {
  return async ({ applicationId, transactionId }: DocumentOwner): Promise<IssueRequest | null> => {
    const mine =
      applicationId !== undefined
        ? eq(applications.id, applicationId)
        : transactionId !== undefined
          ? eq(applications.transactionId, transactionId)
          : undefined;
    if (!mine) return null;
    const [row] = await db
      .select({
        application: applications,
        soa: applicationSoas,
        reference: transactionHistories.referenceNumber,
      })
      .from(applications)
      .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId))
      .innerJoin(
        applicationSoas,
        and(eq(applicationSoas.applicationId, applications.id), isNull(applicationSoas.supersededAt)),
      )
      .where(mine)
      .orderBy(desc(applicationSoas.id))
      .limit(1);
    if (!row) return null;
    const { application, soa } = row;
    const definition = definitionByRoute(application.route);
    return {
      kind: statementOfAccountDocument.kind,
      subjectKey: `soa:${String(soa.id)}`,
      applicationId: application.id,
      transactionId: application.transactionId,
      number: soa.soaNumber,
      validUntil: soa.expiresOn,
      facts: {
        // The kind's summary fields name whom (or what) it is for: a business, a person.
        applicant: summaryOf(definition, application.payload),
        application: definition?.title.en ?? '',
        reference_number: row.reference,
        lines: soa.lines,
        total: soa.total,
      },
      issuedBy: soa.issuedBy,
      issuedAt: soa.createdAt,
    };
  };
}
