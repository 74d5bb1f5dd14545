import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PaidState } from '@/domain/property-tax/property-standing';
import { quarterIndex } from '@/domain/property-tax/quarter-index';
import { TRANSACTION_ACTIONS } from '@/domain/statuses/status-transitions';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { preparedPerDb } from '../../db/prepared';
import { rptBilledQuarters, rptPaidQuarters, rptProperties } from '../../db/property-tax-schema';

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

/** An owner's roll as one payer sees it: what is paid of each property, and its pending billings. */
export interface OwnerState {
  rows: RptPropertyRow[];
  paid: Map<number, PaidState>;
  open: Map<number, OpenBilling>;
}

// Qualified by hand: in a one-table select drizzle writes a bare "id", which inside a subquery
// would name the subquery's own table's id.
const PROPERTY_ID = sql.raw('"rpt_properties"."id"');
const UNPAID = sql.raw(TRANSACTION_ACTIONS.pay.from.map((s) => `'${s}'`).join(', '));

// The hot path (every list and calculation) in one prepared round trip: the owner's properties,
// each with its quarters paid through the portal ('8104,8105') and this payer's first unpaid
// billing of it ('12:BYN-…'), as text so both drivers answer alike.
const ownerStateQuery = preparedPerDb((db) =>
  db
    .select({
      property: rptProperties,
      portalPaid: sql<string | null>`(select string_agg((q.year * 4 + q.quarter - 1)::text, ',')
        from ${rptPaidQuarters} q where q.property_id = ${PROPERTY_ID})`,
      open: sql<string | null>`(select t.id || ':' || t.reference_number
        from ${rptBilledQuarters} b join ${transactionHistories} t on t.id = b.transaction_id
        where b.property_id = ${PROPERTY_ID} and t.taxpayer_id = ${sql.placeholder('taxpayer')}
          and t.status in (${UNPAID})
        order by t.id limit 1)`,
    })
    .from(rptProperties)
    .where(eq(rptProperties.ownerId, sql.placeholder('owner')))
    .orderBy(asc(rptProperties.pin))
    .prepare('rpt_owner_state'),
);

/** An owner's roll, what is paid of it and this payer's pending billings, in one read. */
export async function ownerState(db: Db, ownerId: string, taxpayerId: number): Promise<OwnerState> {
  const found = await ownerStateQuery(db).execute({ owner: ownerId, taxpayer: taxpayerId });
  const state: OwnerState = { rows: [], paid: new Map(), open: new Map() };
  for (const { property, portalPaid, open } of found) {
    state.rows.push(property);
    const portal = new Set((portalPaid ?? '').split(',').filter(Boolean).map(Number));
    state.paid.set(property.id, { importedPaidThrough: property.importedPaidThrough, portalPaid: portal });
    const at = open?.indexOf(':') ?? -1;
    if (open && at > 0) {
      state.open.set(property.id, {
        transactionId: Number(open.slice(0, at)),
        referenceNumber: open.slice(at + 1),
      });
    }
  }
  return state;
}

/**
 * The payer's unpaid property-tax transactions billing each of an owner's properties (the first
 * by id), read inside the billing's transaction: such a property is pending, not billed again.
 */
export async function openBillings(
  db: Db,
  taxpayerId: number,
  ownerId: string,
): Promise<Map<number, OpenBilling>> {
  const rows = await db
    .selectDistinct({
      propertyId: rptBilledQuarters.propertyId,
      transactionId: transactionHistories.id,
      referenceNumber: transactionHistories.referenceNumber,
    })
    .from(rptBilledQuarters)
    .innerJoin(rptProperties, eq(rptProperties.id, rptBilledQuarters.propertyId))
    .innerJoin(transactionHistories, eq(transactionHistories.id, rptBilledQuarters.transactionId))
    .where(
      and(
        eq(rptProperties.ownerId, ownerId),
        eq(transactionHistories.taxpayerId, taxpayerId),
        inArray(transactionHistories.status, [...TRANSACTION_ACTIONS.pay.from]),
      ),
    )
    .orderBy(asc(transactionHistories.id));
  const open = new Map<number, OpenBilling>();
  for (const r of rows) if (!open.has(r.propertyId)) open.set(r.propertyId, r);
  return open;
}
