import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { applications } from './applications-schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One line of an application's statement of account, as the assessor confirmed it (centavos). */
export interface SoaLine {
  code: string;
  label: string;
  basis: string;
  amount: number;
  /** The fund (GF, SEF, TF) the schedule gives the line; absent: the General Fund. */
  fund?: string;
  /** The agency Trust Fund money is remitted to ('BFP'). */
  remitTo?: string;
}

/**
 * A statement of account issued for an application (issue 18): the confirmed assessment, payable
 * through `expiresOn` (Manila) by the application's own transaction. A regenerated or reassessed
 * SOA replaces the last (`supersededAt`); only the transaction's current one is ever paid.
 */
export const applicationSoas = pgTable(
  'application_soas',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    soaNumber: text('soa_number').notNull().unique(),
    lines: jsonb('lines').$type<SoaLine[]>().notNull(),
    total: integer('total').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    // 'staff:3' (assessed) or 'taxpayer:12' (regenerated).
    issuedBy: text('issued_by').notNull(),
    paidTransactionId: integer('paid_transaction_id'),
    supersededAt: at('superseded_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('application_soas_application').on(t.applicationId, t.id)],
);

/*
 * Issue 18's permit tables, kept for one release (docs/migrations.md: expand, then contract).
 * This release reads and numbers from issued_documents and document_sequences; while instances of
 * the release before still run, migration 0023's triggers copy their permits and numbers forward
 * and this release's permits and numbers back, so either code verifies either's permits and no
 * number is issued twice. A contract migration in a later release drops both tables.
 */

/** The last number issued per kind ('SOA', 'PERMIT') and Manila year (the release before's counter). */
export const permitSequences = pgTable(
  'permit_sequences',
  {
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

/** A released business permit as the release before keeps it (this release: issued_documents). */
export const businessPermits = pgTable('business_permits', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id')
    .notNull()
    .unique()
    .references(() => applications.id),
  permitNumber: text('permit_number').notNull().unique(),
  verifyCode: text('verify_code').notNull().unique(),
  validUntil: date('valid_until', { mode: 'string' }).notNull(),
  releasedByName: text('released_by_name').notNull(),
  releasedBy: text('released_by').notNull(),
  releasedAt: at('released_at').notNull(),
});
