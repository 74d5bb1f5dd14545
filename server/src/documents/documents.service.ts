import { and, asc, count, eq, or, type SQL } from 'drizzle-orm';
import type { Bilingual } from '@/domain/applications/application-definition';
import { manilaIsoDate } from '@/domain/format/manila-date';
import type { Db, Tx } from '../db/client';
import { documentPrints, issuedDocuments } from '../db/documents-schema';
import { invalidField, NotFoundError } from '../http/http-errors';
import { factText, placeNamesFor } from './document-facts';
import { DOCUMENTS_MESSAGES } from './documents.messages';
import type { IssueRequest } from './document-kind';
import type { DocumentOwner, DocumentRegistry } from './document-registry';
import { issueDocument, type IssuedDocument } from './issue-document';
import { renderDocument } from './render-document';

const PRINT_REASON_MAX = 500;

/** What /verify/{code} answers of a document: its entry's words and public fields, nothing private. */
export interface DocumentVerification {
  kind: string;
  title: Bilingual;
  noun: Bilingual;
  number: string;
  valid: boolean;
  status: 'VALID' | 'EXPIRED';
  valid_until: string | null;
  issued_at: string;
  fields: { label: Bilingual; value: string }[];
}

export const verifyPath = (code: string) => `/verify/${code}`;

/**
 * The one document service (server/src/documents): issue through the registry's entries, render on
 * the one PDF base, verify by code, and staff printing with its audit. It knows no kind.
 */
export function createDocumentsService({
  db,
  now,
  publicUrl,
  registry,
  lguName,
  logoPng,
}: {
  db: Db;
  now: () => Date;
  publicUrl: string;
  registry: DocumentRegistry;
  lguName: () => Promise<string>;
  logoPng: () => Promise<Uint8Array | null>;
}) {
  const ownedBy = ({ applicationId, transactionId }: DocumentOwner): SQL | undefined =>
    or(
      ...(applicationId === undefined ? [] : [eq(issuedDocuments.applicationId, applicationId)]),
      ...(transactionId === undefined ? [] : [eq(issuedDocuments.transactionId, transactionId)]),
    );

  /** Issues what the on-demand kinds owe the owner now (once each: asked again, nothing new). */
  async function issueOwed(owner: DocumentOwner) {
    const owed = (await Promise.all(registry.owedTo(owner))).filter((r): r is IssueRequest => r !== null);
    for (const request of owed) await db.transaction((tx) => issueDocument(tx, registry, request, now()));
  }

  /** A document as its PDF, laid out by its entry's template, with its QR code. */
  async function pdf(document: IssuedDocument) {
    const entry = registry.entry(document.kind);
    const placeName = await placeNamesFor(db, entry, document.facts);
    const bytes = await renderDocument(
      entry,
      { facts: document.facts, document, placeName },
      {
        lguName: await lguName(),
        logoPng: await logoPng(),
        verifyUrl: `${publicUrl}${verifyPath(document.verifyCode)}`,
      },
    );
    return { pdf: bytes, fileName: entry.fileName.replace('{number}', document.number) };
  }

  return {
    registry,

    /** The LGU's name as its documents print it (a spreadsheet's heading too). */
    lguName,

    /** The seam every kind issues through, inside its own transaction (a release, a payment). */
    issue: (tx: Tx, request: IssueRequest, at: Date) => issueDocument(tx, registry, request, at),

    /** A kind's document for a subject; an on-demand kind's is issued first if it is owed. */
    async find(kind: string, subjectKey: string, owner?: DocumentOwner): Promise<IssuedDocument | undefined> {
      if (owner) await issueOwed(owner);
      const [row] = await db
        .select()
        .from(issuedDocuments)
        .where(and(eq(issuedDocuments.kind, kind), eq(issuedDocuments.subjectKey, subjectKey)));
      return row;
    },

    /** An application's (and its transaction's) documents in the order issued, with how often staff printed each. */
    async forOwner(owner: DocumentOwner) {
      await issueOwed(owner);
      const where = ownedBy(owner);
      if (!where) return [];
      return db
        .select({ document: issuedDocuments, prints: count(documentPrints.id) })
        .from(issuedDocuments)
        .leftJoin(documentPrints, eq(documentPrints.documentId, issuedDocuments.id))
        .where(where)
        .groupBy(issuedDocuments.id)
        .orderBy(asc(issuedDocuments.issuedAt), asc(issuedDocuments.id));
    },

    pdf,

    /** `GET /api/v1/documents/verify/{code}`: valid through its last day (Manila); unknown is a 404. */
    async verify(code: string): Promise<DocumentVerification> {
      const [row] = /^[\w-]{20}$/.test(code)
        ? await db.select().from(issuedDocuments).where(eq(issuedDocuments.verifyCode, code))
        : [];
      const entry = row && registry.find(row.kind);
      if (!row || !entry) throw new NotFoundError(DOCUMENTS_MESSAGES.notVerified);
      const valid = row.validUntil === null || row.validUntil >= manilaIsoDate(now());
      const placeName = await placeNamesFor(db, entry, row.facts);
      return {
        kind: row.kind,
        title: entry.title,
        noun: entry.noun,
        number: row.number,
        valid,
        status: valid ? 'VALID' : 'EXPIRED',
        valid_until: row.validUntil,
        issued_at: row.issuedAt.toISOString(),
        fields: entry.verify.map((field) => ({
          label: field.label,
          value: factText(field.value, { facts: row.facts, document: row, placeName }),
        })),
      };
    },

    /**
     * Staff print a document: the first print as issued, a reprint only with a reason; each
     * print is audited (who, when, why) before the PDF is made.
     */
    async print(documentId: number, actor: string, reason: unknown) {
      const [row] = await db.select().from(issuedDocuments).where(eq(issuedDocuments.id, documentId));
      if (!row) throw new NotFoundError(DOCUMENTS_MESSAGES.notFound);
      const why = typeof reason === 'string' ? reason.trim() : '';
      if (why.length > PRINT_REASON_MAX) throw invalidField('reason', DOCUMENTS_MESSAGES.reasonTooLong);
      const [printed] = await db
        .select({ n: count() })
        .from(documentPrints)
        .where(eq(documentPrints.documentId, documentId));
      const reprint = (printed?.n ?? 0) > 0;
      if (reprint && !why) throw invalidField('reason', DOCUMENTS_MESSAGES.reprintReason);
      await db.insert(documentPrints).values({ documentId, actor, reprint, reason: why, printedAt: now() });
      return pdf(row);
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
