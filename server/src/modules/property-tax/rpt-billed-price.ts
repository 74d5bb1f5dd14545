import { inArray } from 'drizzle-orm';
import { priceQuarters, type YearMonth } from '@/domain/property-tax/price-quarters';
import { isPaid } from '@/domain/property-tax/property-standing';
import { quarterIndex } from '@/domain/property-tax/quarter-index';
import type { RptRates } from '@/domain/property-tax/rpt-rates';
import type { Db } from '../../db/client';
import { rptProperties } from '../../db/property-tax-schema';
import { paidStates } from './rpt-queries';
import type { RptBilledProperty } from './rpt-subject';

/** Each billed quarter, paid or not (by the roll or by any transaction through the portal). */
export interface BilledQuarterState {
  pin: string;
  year: number;
  quarter: number;
  paid: boolean;
}

/**
 * What a billing's quarters cost if paid in `paidIn`, and which of them are paid meanwhile: the
 * amount a transaction is regenerated to, and what paymentgate compares its amount with.
 */
export async function priceBilled(
  db: Db,
  billed: readonly RptBilledProperty[],
  paidIn: YearMonth,
  rates: RptRates,
): Promise<{ amount: number; quarters: BilledQuarterState[] }> {
  const ids = [...new Set(billed.map((b) => b.property_id))];
  const rows = ids.length ? await db.select().from(rptProperties).where(inArray(rptProperties.id, ids)) : [];
  const paid = await paidStates(db, rows);
  let amount = 0;
  const quarters: BilledQuarterState[] = [];
  for (const item of billed) {
    const row = rows.find((r) => r.id === item.property_id);
    const state = paid.get(item.property_id);
    if (!row || !state) continue;
    for (const quarter of item.quarters) {
      quarters.push({
        pin: item.pin,
        year: item.year,
        quarter,
        paid: isPaid(state, quarterIndex(item.year, quarter)),
      });
    }
    // The discounts need the year complete once this billing is paid.
    const completesYear = [1, 2, 3, 4].every(
      (q) => item.quarters.includes(q) || isPaid(state, quarterIndex(item.year, q)),
    );
    amount += priceQuarters({
      assessedValue: row.assessedValue,
      taxYear: item.year,
      quarters: item.quarters,
      completesYear,
      paidIn,
      rates,
    }).total;
  }
  return { amount, quarters };
}
