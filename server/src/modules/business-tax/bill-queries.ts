import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { btaxBills } from '../../db/billing-schema';

export type BtaxBill = typeof btaxBills.$inferSelect;
export type BillSource = BtaxBill['source'];

// A bill already paid (paid_transaction_id set) is never offered again.
const unpaid = (source: BillSource, bin: string) =>
  and(eq(btaxBills.source, source), eq(btaxBills.bin, bin), isNull(btaxBills.paidTransactionId));

const unpaidOfYearQuery = preparedPerDb((db) =>
  db
    .select()
    .from(btaxBills)
    .where(
      and(
        eq(btaxBills.source, sql.placeholder('source')),
        eq(btaxBills.bin, sql.placeholder('bin')),
        isNull(btaxBills.paidTransactionId),
        eq(btaxBills.year, sql.placeholder('year')),
      ),
    )
    .orderBy(asc(btaxBills.period))
    .prepare('btax_unpaid_of_year'),
);

/** The database reads behind the billing lookups; BINs are compared as stored (upper case). */
export function createBillQueries(db: Db) {
  return {
    /** Every unpaid bill of a BIN for one year, by period (a yearly bill first). */
    unpaidOfYear: (source: BillSource, bin: string, year: number): Promise<BtaxBill[]> =>
      unpaidOfYearQuery(db).execute({ source, bin, year }),

    /** The years in which a BIN still owes, newest first. */
    async unpaidYears(source: BillSource, bin: string): Promise<number[]> {
      const rows = await db
        .selectDistinct({ year: btaxBills.year })
        .from(btaxBills)
        .where(unpaid(source, bin))
        .orderBy(desc(btaxBills.year));
      return rows.map((r) => r.year);
    },
  };
}

export type BillQueries = ReturnType<typeof createBillQueries>;
