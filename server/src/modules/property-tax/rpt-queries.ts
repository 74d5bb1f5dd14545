import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { TRANSACTION_ACTIONS } from '@/domain/statuses/status-transitions';
import { quarterIndex } from '@/domain/property-tax/quarter-index';
import type { PaidState } from '@/domain/property-tax/property-standing';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { rptBilledQuarters, rptPaidQuarters, rptProperties } from '../../db/property-tax-schema';
import { RPT_SUBJECT_KIND } from './rpt-subject';

export type RptPropertyRow = typeof rptProperties.$inferSelect;

/** An unpaid property-tax transaction of the payer that bills a property. */
export interface OpenBilling {
  transactionId: number;
  referenceNumber: string;
}

/** An owner's properties on the roll, by PIN. */
export const ownerProperties = (db: Db, ownerId: string): Promise<RptPropertyRow[]> =>
  db.select().from(rptProperties).where(eq(rptProperties.ownerId, ownerId)).orderBy(asc(rptProperties.pin));

/** What is paid of each property: the roll's paid-through and the quarters paid through the portal. */
export async function paidStates(db: Db, rows: readonly RptPropertyRow[]): Promise<Map<number, PaidState>> {
  const states = new Map<number, PaidState>(
    rows.map((r) => [r.id, { importedPaidThrough: r.importedPaidThrough, portalPaid: new Set<number>() }]),
  );
  if (rows.length === 0) return states;
  const paid = await db
    .select({
      propertyId: rptPaidQuarters.propertyId,
      year: rptPaidQuarters.year,
      quarter: rptPaidQuarters.quarter,
    })
    .from(rptPaidQuarters)
    .where(
      inArray(
        rptPaidQuarters.propertyId,
        rows.map((r) => r.id),
      ),
    );
  for (const p of paid)
    (states.get(p.propertyId)?.portalPaid as Set<number>).add(quarterIndex(p.year, p.quarter));
  return states;
}

/**
 * The payer's unpaid property-tax transactions billing each property (first one by id): such a
 * property is listed as pending and not billed again by this payer.
 */
export async function openBillings(
  db: Db,
  taxpayerId: number,
  propertyIds: readonly number[],
): Promise<Map<number, OpenBilling>> {
  const open = new Map<number, OpenBilling>();
  if (propertyIds.length === 0) return open;
  const rows = await db
    .selectDistinct({
      propertyId: rptBilledQuarters.propertyId,
      transactionId: transactionHistories.id,
      referenceNumber: transactionHistories.referenceNumber,
    })
    .from(rptBilledQuarters)
    .innerJoin(transactionHistories, eq(transactionHistories.id, rptBilledQuarters.transactionId))
    .where(
      and(
        inArray(rptBilledQuarters.propertyId, [...propertyIds]),
        eq(transactionHistories.taxpayerId, taxpayerId),
        inArray(transactionHistories.status, [...TRANSACTION_ACTIONS.pay.from]),
        sql`${transactionHistories.subject}->>'kind' = ${RPT_SUBJECT_KIND}`,
      ),
    )
    .orderBy(asc(transactionHistories.id));
  for (const r of rows) if (!open.has(r.propertyId)) open.set(r.propertyId, r);
  return open;
}
