import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Business tax bills an LGU imports (§3), one table for every flavour: `source` is API, CSV or
 * MANUAL; `period` is the quarter (1-4, 4 = whole year) or 0 for a yearly bill. Amounts in
 * centavos. Flavour-specific fields (mode_of_payment_1, type RENEWAL, …) are in `extra`.
 */
export const btaxBills = pgTable(
  'btax_bills',
  {
    id: serial('id').primaryKey(),
    source: text('source', { enum: ['API', 'CSV', 'MANUAL'] }).notNull(),
    bin: text('bin').notNull(),
    year: integer('year').notNull(),
    period: integer('period').notNull().default(0),
    amount: integer('amount').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number'),
    ownerName: text('owner_name'),
    ownership: text('ownership'),
    address: text('address'),
    dateProcessed: text('date_processed'),
    expirationDate: text('expiration_date'),
    qtrFrom: integer('qtr_from'),
    qtrTo: integer('qtr_to'),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    // Set when a payment settles it; an unpaid bill has none.
    paidTransactionId: integer('paid_transaction_id'),
    importedAt: at('imported_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('btax_bills_key').on(t.source, t.bin, t.year, t.period),
    index('btax_bills_bin').on(t.bin),
  ],
);
