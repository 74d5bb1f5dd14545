import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { applications } from './applications-schema';
import { transactionHistories } from './payments-schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every document the portal issues (server/src/documents): a permit, an official receipt, a
 * statement of account, a certificate. `kind` names its registry entry; `subject_key` is what the
 * kind issues it for (one document per kind and subject); `facts` is what it says, kept as it was
 * at issue so a reprint is the same document. `verify_code` (120 random bits) is what its QR
 * carries to /verify/{code}. The application and transaction it belongs to, where it has them,
 * let staff find an application's documents.
 */
export const issuedDocuments = pgTable(
  'issued_documents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    subjectKey: text('subject_key').notNull(),
    applicationId: integer('application_id').references(() => applications.id),
    transactionId: integer('transaction_id').references(() => transactionHistories.id),
    number: text('number').notNull(),
    verifyCode: text('verify_code').notNull().unique(),
    facts: jsonb('facts').$type<Record<string, unknown>>().notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    // Who issued it in the audit ('staff:3', 'gateway', 'system') and as printed ('' when nobody is named).
    issuedBy: text('issued_by').notNull(),
    issuedByName: text('issued_by_name').notNull(),
    issuedAt: at('issued_at').notNull(),
  },
  (t) => [
    unique('issued_documents_kind_subject').on(t.kind, t.subjectKey),
    unique('issued_documents_kind_number').on(t.kind, t.number),
    index('issued_documents_application').on(t.applicationId),
    index('issued_documents_transaction').on(t.transactionId),
  ],
);

/** The last number of each series ('PERMIT', 'SOA' …) in a Manila year: numbers without gaps. */
export const documentSequences = pgTable(
  'document_sequences',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/** Staff printing a document (the first time, or again with a reason): who, when, why. */
export const documentPrints = pgTable(
  'document_prints',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => issuedDocuments.id),
    actor: text('actor').notNull(),
    reprint: boolean('reprint').notNull(),
    reason: text('reason').notNull(),
    printedAt: at('printed_at').notNull(),
  },
  (t) => [index('document_prints_document').on(t.documentId, t.id)],
);
