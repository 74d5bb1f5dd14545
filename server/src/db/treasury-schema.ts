import { bigint, date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { transactionHistories } from './payments-schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The bank deposit of a Manila day's collections as the treasurer entered it (issue 28), so the
 * reconciliation can set it against the day's official receipts. One per day; a correction
 * replaces it (the audit log keeps each entry).
 */
export const treasuryDeposits = pgTable('treasury_deposits', {
  day: date('day', { mode: 'string' }).primaryKey(),
  /** Centavos deposited (bigint: a city's day passes int4's ₱21 million). */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  note: text('note').notNull().default(''),
  // 'staff:3'.
  enteredBy: text('entered_by').notNull(),
  enteredAt: at('entered_at').notNull().defaultNow(),
});

/**
 * The treasury's decision on a proof of payment (issue 28): accepted (the transaction was settled
 * through the office's posting) or rejected with the reason the payer was told. A proof is the
 * upload at `proofUrl`; a new upload after a rejection waits for its own review.
 */
export const paymentProofReviews = pgTable(
  'payment_proof_reviews',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactionHistories.id),
    proofUrl: text('proof_url').notNull(),
    decision: text('decision', { enum: ['accepted', 'rejected'] }).notNull(),
    reason: text('reason').notNull().default(''),
    // 'staff:3'.
    reviewedBy: text('reviewed_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  // One decision per proof: two officers deciding at once cannot both act on it.
  (t) => [uniqueIndex('payment_proof_reviews_proof').on(t.transactionId, t.proofUrl)],
);
