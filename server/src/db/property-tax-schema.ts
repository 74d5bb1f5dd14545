import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The assessment roll an LGU imports (issue 14, §2.11): one row per property, keyed by PIN.
 * `assessedValue` is in centavos (bigint: a factory's machinery passes int4's ₱21 million);
 * `importedPaidThrough` is the last quarter the roll says is paid, as year × 4 + quarter − 1
 * (null: never paid). Quarters paid through the portal live in rpt_paid_quarters, so a re-import
 * can never un-pay them.
 */
export const rptProperties = pgTable(
  'rpt_properties',
  {
    id: serial('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    ownerName: text('owner_name').notNull(),
    pin: text('pin').notNull().unique(),
    newPin: text('new_pin'),
    arpNo: text('arp_no').notNull(),
    barangay: text('barangay').notNull(),
    surveyNo: text('survey_no'),
    kind: text('kind', { enum: ['LAND', 'BUILDING', 'MACHINERY'] }).notNull(),
    classification: text('classification').notNull(),
    assessedValue: bigint('assessed_value', { mode: 'number' }).notNull(),
    importedPaidThrough: integer('imported_paid_through'),
    importedAt: at('imported_at').notNull().defaultNow(),
  },
  (t) => [
    index('rpt_properties_owner').on(t.ownerId),
    // Taxpayer support finds a property by its tax declaration (ARP/TD) number.
    index('rpt_properties_arp').on(t.arpNo),
  ],
);

/** One quarter of one property paid through the portal; unique, so two payments cannot both claim it. */
export const rptPaidQuarters = pgTable(
  'rpt_paid_quarters',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => rptProperties.id),
    year: integer('year').notNull(),
    quarter: integer('quarter').notNull(),
    transactionId: integer('transaction_id').notNull(),
    paidAt: at('paid_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rpt_paid_quarters_key').on(t.propertyId, t.year, t.quarter)],
);

/**
 * The quarters a transaction bills, so a property with a transaction waiting for payment is
 * listed as pending and not billed twice (the transaction's status says whether it still waits).
 */
export const rptBilledQuarters = pgTable(
  'rpt_billed_quarters',
  {
    transactionId: integer('transaction_id').notNull(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => rptProperties.id),
    year: integer('year').notNull(),
    quarter: integer('quarter').notNull(),
  },
  (t) => [
    uniqueIndex('rpt_billed_quarters_key').on(t.transactionId, t.propertyId, t.year, t.quarter),
    index('rpt_billed_quarters_property').on(t.propertyId, t.year),
  ],
);
