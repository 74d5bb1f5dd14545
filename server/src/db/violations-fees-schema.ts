import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
