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
    /**
     * The oldest unpaid bill of a BIN, optionally of one year and one period. The 4th quarter
     * pays the whole year (§4), so period 4 also finds a yearly bill (period 0).
     */
    async oldestUnpaid(
      source: BillSource,
      bin: string,
      { year, period }: { year?: number | undefined; period?: number | undefined } = {},
    ): Promise<BtaxBill | null> {
      const periodMatch =
        period === undefined
          ? undefined
          : period === 4
            ? sql`${btaxBills.period} in (0, 4)`
            : eq(btaxBills.period, period);
      const [bill] = await db
        .select()
        .from(btaxBills)
        .where(
          and(unpaid(source, bin), year === undefined ? undefined : eq(btaxBills.year, year), periodMatch),
        )
        .orderBy(asc(btaxBills.year), asc(btaxBills.period))
        .limit(1);
      return bill ?? null;
    },

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
