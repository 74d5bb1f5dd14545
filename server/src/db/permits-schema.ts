import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './applications-schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One line of an application's statement of account, as the assessor confirmed it (centavos). */
export interface SoaLine {
  code: string;
  label: string;
  basis: string;
  amount: number;
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
