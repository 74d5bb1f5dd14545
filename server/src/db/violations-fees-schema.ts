import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { taxpayers } from './auth-schema';
import { transactionHistories } from './payments-schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A notice of violation an LGU imports (§2.12, §3); paid once, by the transaction that settles it. */
export const novNotices = pgTable('nov_notices', {
  id: serial('id').primaryKey(),
  novNo: text('nov_no').notNull().unique(),
  // Plain text only until the start-up after migration 0020 hashes it into pin_hash (then null).
  pin: text('pin'),
  // HMAC-SHA256 of the number and PIN with NOV_PIN_KEY (hex): the PIN itself is never stored.
  pinHash: text('pin_hash'),
  plateNo: text('plate_no').notNull(),
  issuedAt: at('issued_at').notNull(),
  paidTransactionId: integer('paid_transaction_id'),
  importedAt: at('imported_at').notNull().defaultNow(),
});

/** The violations of one notice, in the order the import listed them; amounts in centavos. */
export const novViolations = pgTable(
  'nov_violations',
  {
    id: serial('id').primaryKey(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => novNotices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    article: text('article').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [index('nov_violations_notice').on(t.noticeId, t.position)],
);

/** A statement of account an office issues (§2.13 SOA flow); paid once, payable until `expiresOn`. */
export const soas = pgTable('soas', {
  id: serial('id').primaryKey(),
  soaNumber: text('soa_number').notNull().unique(),
  payorName: text('payor_name').notNull(),
  billDate: date('bill_date', { mode: 'string' }).notNull(),
  amount: integer('amount').notNull(),
  office: text('office').notNull(),
  description: text('description').notNull(),
  expiresOn: date('expires_on', { mode: 'string' }).notNull(),
  paidTransactionId: integer('paid_transaction_id'),
  importedAt: at('imported_at').notNull().defaultNow(),
});

/** One ordinance violated, as an ordinance violation receipt lists it; the fine in centavos. */
export interface OvrViolation {
  ordinance: string;
  violation: string;
  amount: number;
}

/**
 * An ordinance violation receipt (OVR) an enforcer wrote and the LGU imports (§2.8 OVRS): the
 * ticket handed to the violator, found by its number and the violator's last name; paid once, by
 * the transaction that settles it.
 */
export const ovrTickets = pgTable('ovr_tickets', {
  id: serial('id').primaryKey(),
  ovrNo: text('ovr_no').notNull().unique(),
  violatorName: text('violator_name').notNull(),
  /** What the look-up compares (upper case, single spaces). */
  violatorLastName: text('violator_last_name').notNull(),
  apprehendedAt: at('apprehended_at').notNull(),
  place: text('place').notNull(),
  /** The vehicle's plate, for a traffic ordinance; '' for none. */
  plateNo: text('plate_no').notNull().default(''),
  violations: jsonb('violations').$type<OvrViolation[]>().notNull(),
  totalAmount: integer('total_amount').notNull(),
  paidTransactionId: integer('paid_transaction_id'),
  importedAt: at('imported_at').notNull().defaultNow(),
});

/**
 * A resident's payment of an OVR (§7.3 ordinance_violation_receipts): the photo of the ticket in
 * their hands, and its current statement of account (number, last day) with the transaction
 * paying it. One per resident and ticket; a new SOA (regenerate_soa) is a new transaction.
 */
export const ovrReceipts = pgTable(
  'ordinance_violation_receipts',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => ovrTickets.id),
    taxpayerId: integer('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id),
    photoUrl: text('photo_url').notNull(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactionHistories.id),
    soaNumber: text('soa_number').notNull().unique(),
    soaExpiresOn: date('soa_expires_on', { mode: 'string' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ordinance_violation_receipts_one').on(t.ticketId, t.taxpayerId)],
);
