import { inArray } from 'drizzle-orm';
import { manilaDateParts } from '@/domain/format/manila-date';
import { quarterIndex } from '@/domain/property-tax/quarter-index';
import type { Db, Tx } from '../../db/client';
import { rptPaidQuarters, rptProperties } from '../../db/property-tax-schema';
import { ValidationError } from '../../http/http-errors';
import { priceBilled } from './rpt-billed-price';
import { readRptRates } from './rpt-settings';
import { rptBilledProperties } from './rpt-subject';

/** 'YYYY-MM' on Manila's calendar: the month a billing's interest and discounts were computed for. */
export function pricedMonth(now: Date): string {
  const { year, month } = manilaDateParts(now);
  return `${year}-${String(month).padStart(2, '0')}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const monthName = (priced: string) => `${MONTHS[Number(priced.slice(5)) - 1] ?? ''} ${priced.slice(0, 4)}`;

/**
 * Settlement's hook for property tax: marks every billed quarter paid by this transaction, or
 * none. False when any is paid already (by the roll or by another transaction): that money is
 * refunded, never applied twice. The property rows are locked, so two payments of one quarter
 * settling at once are decided one after the other; rpt_paid_quarters' unique key backs that up.
 */
export async function claimRptQuarters(
  tx: Tx,
  subject: Record<string, unknown>,
  transactionId: number,
): Promise<boolean> {
  const billed = rptBilledProperties(subject);
  const ids = [...new Set(billed.map((b) => b.property_id))].sort((a, b) => a - b);
  if (ids.length === 0) return true;
  const rows = await tx
    .select({ id: rptProperties.id, paidThrough: rptProperties.importedPaidThrough })
    .from(rptProperties)
    .where(inArray(rptProperties.id, ids))
    .orderBy(rptProperties.id)
    .for('update');
  const paid = await tx.select().from(rptPaidQuarters).where(inArray(rptPaidQuarters.propertyId, ids));
  for (const item of billed) {
    const through = rows.find((r) => r.id === item.property_id)?.paidThrough ?? null;
    for (const quarter of item.quarters) {
      if (through !== null && quarterIndex(item.year, quarter) <= through) return false;
      const by = paid.find(
        (p) => p.propertyId === item.property_id && p.year === item.year && p.quarter === quarter,
      );
      if (by && by.transactionId !== transactionId) return false;
    }
  }
  const values = billed.flatMap((item) =>
    item.quarters.map((quarter) => ({
      propertyId: item.property_id,
      year: item.year,
      quarter,
      transactionId,
    })),
  );
  await tx.insert(rptPaidQuarters).values(values).onConflictDoNothing();
  return true;
}

/**
 * Before a checkout opens: true while none of the billed quarters is paid. A billing computed in
 * an earlier month whose amount is no longer right (a month's more interest, a discount gone) is
 * refused with a 422 saying what to do: regenerate it.
 */
export async function rptQuartersUnpaid(
  db: Db,
  subject: Record<string, unknown>,
  now: Date,
): Promise<boolean> {
  const billed = rptBilledProperties(subject);
  if (billed.length === 0) return true;
  const { year, month } = manilaDateParts(now);
  const current = await priceBilled(db, billed, { year, month }, await readRptRates(db));
  if (current.quarters.some((q) => q.paid)) return false;
  if (subject.priced_in === pricedMonth(now)) return true;
  if (subject.amount === current.amount) return true;
  throw new ValidationError({
    owner_id: [
      `This billing was computed for ${monthName(String(subject.priced_in))}; interest and discounts have changed since. Regenerate it to pay today's amount, or cancel it and bill the properties again.`,
    ],
  });
}
