import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { taxpayers } from './auth-schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A taxpayer's transaction (§7.3 transaction histories): what is being paid, its status (§3
 * statuses; moves only as the status table allows) and, once paid, its official receipt.
 */
export const transactionHistories = pgTable(
  'transaction_histories',
  {
    id: serial('id').primaryKey(),
    taxpayerId: integer('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id),
    referenceNumber: text('reference_number').notNull().unique(),
    moduleType: text('module_type').notNull(),
    transactionType: text('transaction_type').notNull(),
    applicationStatusId: integer('application_status_id'),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    convenienceFee: integer('convenience_fee').notNull().default(0),
    status: text('status').notNull(),
    // What was billed (e.g. { source: 'API', bill_id: 12 }), so settlement can mark it paid.
    subject: jsonb('subject').$type<Record<string, unknown>>().notNull().default({}),
    officialReceiptNumber: text('official_receipt_number').unique(),
    proofOfPaymentUrl: text('proof_of_payment_url'),
    paidAt: at('paid_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('transaction_histories_taxpayer').on(t.taxpayerId, t.createdAt),
    // The treasury's day of receipts (issue 28).
    index('transaction_histories_paid_at').on(t.paidAt),
    // Taxpayer support finds a transaction by what its kind bills (a BIN, an NOV number): `subject @> …`.
    index('transaction_histories_subject').using('gin', sql`${t.subject} jsonb_path_ops`),
    // Proofs of payment waiting for the treasury.
    index('transaction_histories_proof')
      .on(t.updatedAt)
      .where(sql`${t.proofOfPaymentUrl} is not null`),
  ],
);

/** A gateway checkout for a transaction; at most one live (`pending`) per transaction. */
export const checkouts = pgTable(
  'checkouts',
  {
    id: text('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactionHistories.id),
    gateway: text('gateway').notNull(),
    gatewayReference: text('gateway_reference'),
    url: text('url').notNull(),
    amount: integer('amount').notNull(),
    // How the payer was sent to it (popup, pgi, wallet): the quote's channel, whose fee it charges.
    channel: text('channel', { enum: ['popup', 'pgi', 'wallet'] }),
    // `held`: the gateway reported a payment whose amount or currency is not the checkout's; it
    // settles nothing and waits for the treasury (see refunds).
    status: text('status', {
      enum: ['pending', 'paid', 'failed', 'cancelled', 'expired', 'held'],
    }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    lastCheckedAt: at('last_checked_at'),
    // When the gateway confirmed a retired (cancelled or expired) checkout can no longer be paid;
    // null while the portal still has to close it there (close-checkouts.ts retries).
    gatewayClosedAt: at('gateway_closed_at'),
    // A payment taken at the office (a cashier's posting, an accepted proof): who took it, 'staff:3'.
    collectedBy: text('collected_by'),
  },
  (t) => [index('checkouts_transaction').on(t.transactionId), index('checkouts_status').on(t.status)],
);

/** Gateway events already applied (webhooks are deduplicated by event id). */
export const gatewayEvents = pgTable('gateway_events', {
  id: text('id').primaryKey(),
  gateway: text('gateway').notNull(),
  type: text('type').notNull(),
  checkoutId: text('checkout_id'),
  receivedAt: at('received_at').notNull().defaultNow(),
  payload: jsonb('payload').notNull(),
});

/** Idempotency keys of paymentgate: the first answer is replayed for 24 h. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    taxpayerId: integer('taxpayer_id').notNull(),
    response: jsonb('response').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_key').on(t.taxpayerId, t.key)],
);

/** Official receipt numbers are issued in sequence per year (no gaps, no repeats). */
export const receiptSequences = pgTable('receipt_sequences', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull().default(0),
});

/**
 * Money a gateway took that settled nothing: a second payment of a bill another transaction
 * already paid, a payment whose amount or currency is not the checkout's, or a payment of a
 * cancelled transaction. One per checkout. A duplicate is refunded automatically; the treasury
 * approves the others (CLI `refunds`); the gateway adapter's refund call returns the money.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactionHistories.id),
    checkoutId: text('checkout_id')
      .notNull()
      .unique()
      .references(() => checkouts.id),
    gateway: text('gateway').notNull(),
    // `unservable`: asked back by the payer of an application the office rejected once paid (issue 27).
    reason: text('reason', { enum: ['duplicate', 'amount_mismatch', 'cancelled', 'unservable'] }).notNull(),
    /** Centavos the gateway reported taken (what goes back); null when it did not say. */
    amount: integer('amount'),
    currency: text('currency'),
    /** Centavos the checkout asked for. */
    expectedAmount: integer('expected_amount').notNull(),
    // `rejected`: the treasury decided the money is not returned (decisionNote says why).
    status: text('status', {
      enum: ['for_approval', 'processing', 'refunded', 'failed', 'rejected'],
    }).notNull(),
    gatewayRefundId: text('gateway_refund_id'),
    failure: text('failure'),
    // Who decided ('staff:3' in the console; the command line's --by text), approving or rejecting.
    approvedBy: text('approved_by'),
    /** Why the treasury rejected it, as the payer is told. */
    decisionNote: text('decision_note'),
    createdAt: at('created_at').notNull().defaultNow(),
    approvedAt: at('approved_at'),
    completedAt: at('completed_at'),
  },
  (t) => [index('refunds_status').on(t.status, t.createdAt)],
);

/**
 * What was done to a payment's money and by whom: a payment held, a refund asked of the gateway
 * (by the treasury or automatically, and why), a checkout closed at the gateway on cancel.
 */
export const paymentAudit = pgTable(
  'payment_audit',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactionHistories.id),
    checkoutId: text('checkout_id'),
    refundId: integer('refund_id'),
    action: text('action').notNull(),
    // 'automatic' for what the portal did on its own, else the operator's name.
    actor: text('actor').notNull(),
    detail: text('detail').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('payment_audit_transaction').on(t.transactionId, t.createdAt)],
);
