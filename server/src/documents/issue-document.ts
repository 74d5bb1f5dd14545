import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { manilaDateParts } from '@/domain/format/manila-date';
import type { Tx } from '../db/client';
import { issuedDocuments } from '../db/documents-schema';
import type { DocumentKind, IssueRequest } from './document-kind';
import { nextDocumentNumber } from './document-number';
import type { DocumentRegistry } from './document-registry';

export type IssuedDocument = typeof issuedDocuments.$inferSelect;

/** 120 random bits, URL-safe: a code nobody can guess or walk through (20 characters). */
export const newVerifyCode = () => randomBytes(15).toString('base64url');

function validUntil(entry: DocumentKind, request: IssueRequest, at: Date): string | null {
  if (entry.validity === 'always') return null;
  if (entry.validity === 'end_of_year') return `${manilaDateParts(at).year}-12-31`;
  if (entry.validity === 'end_of_quarter') {
    // The last day of the quarter's third month: day 0 of the month after it.
    const { year, month } = manilaDateParts(at);
    const next = Math.ceil(month / 3) * 3;
    return new Date(Date.UTC(year, next, 0)).toISOString().slice(0, 10);
  }
  if (entry.validity === 'from_issuer') {
    if (!request.validUntil) throw new Error(`${entry.kind} is issued with its last day`);
    return request.validUntil;
  }
  const { year, month, day } = manilaDateParts(at);
  return new Date(Date.UTC(year, month - 1, day + entry.validity.days)).toISOString().slice(0, 10);
}

/**
 * Issues a document inside the caller's transaction (the seam every kind issues through): numbered
 * from its entry's series (or the issuer's number), valid as its entry says, with a new
 * verification code. Once per kind and subject: asked again, it answers the document already issued.
 */
export async function issueDocument(
  tx: Tx,
  registry: DocumentRegistry,
  request: IssueRequest,
  at: Date,
): Promise<IssuedDocument> {
  const entry = registry.entry(request.kind);
  const same = and(
    eq(issuedDocuments.kind, request.kind),
    eq(issuedDocuments.subjectKey, request.subjectKey),
  );
  const [existing] = await tx.select().from(issuedDocuments).where(same);
  if (existing) return existing;
  const series = entry.series && { ...entry.series, ...(request.prefix && { prefix: request.prefix }) };
  const number = request.number ?? (series && (await nextDocumentNumber(tx, series, at)));
  if (!number) throw new Error(`${entry.kind} has no series: the issuer gives its number`);
  const [row] = await tx
    .insert(issuedDocuments)
    .values({
      kind: request.kind,
      subjectKey: request.subjectKey,
      applicationId: request.applicationId ?? null,
      transactionId: request.transactionId ?? null,
      number,
      verifyCode: newVerifyCode(),
      facts: request.facts,
      validUntil: validUntil(entry, request, at),
      issuedBy: request.issuedBy,
      issuedByName: request.issuedByName ?? '',
      issuedAt: request.issuedAt ?? at,
    })
    // Two first requests for one receipt at once: the second finds the first's.
    .onConflictDoNothing({ target: [issuedDocuments.kind, issuedDocuments.subjectKey] })
    .returning();
  if (row) return row;
  const [raced] = await tx.select().from(issuedDocuments).where(same);
  if (!raced) throw new Error('document not issued');
  return raced;
}
