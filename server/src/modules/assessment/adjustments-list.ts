import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AdjustmentState } from '@/domain/fees/fee-adjustment';
import { assessmentAdjustments } from '../../db/adjustments-schema';
import { applications } from '../../db/applications-schema';
import { taxpayers } from '../../db/auth-schema';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { applicationSoas } from '../../db/permits-schema';
import { definitionByRoute } from '../applications/application-definitions';

export const ADJUSTMENTS_PAGE_SIZE = 20;

export interface AdjustmentFilter {
  /** Only these states (all when empty or left out). */
  states?: readonly AdjustmentState[];
  /** When it took effect (decided, or adjusted when no decision was needed): from this instant … */
  from?: Date;
  /** … until before this one. */
  to?: Date;
  /** Only those that became these SOAs (the SOAs a day's receipts paid, for the collections report). */
  soaIds?: readonly number[];
  page?: number;
  /** Rows a page; the console's 20 by default, the collections report asks for a day's whole. */
  pageSize?: number;
}

/** One adjustment as the console's queue and the collections report read it (amounts in centavos). */
export interface AdjustmentRow {
  id: number;
  applicationId: number;
  referenceNumber: string;
  title: { en: string; fil: string };
  applicant: string;
  state: AdjustmentState;
  scheduleTotal: number;
  adjustedTotal: number;
  shareBelowBp: number;
  approvalShareBp: number;
  reason: string;
  adjustedBy: string;
  adjustedByName: string;
  adjustedAt: Date;
  decidedBy: string | null;
  decidedByName: string | null;
  decidedAt: Date | null;
  decisionReason: string | null;
  soaId: number | null;
  soaNumber: string | null;
  /** The application's status now (COMPUTED while it waits). */
  status: string;
}

const a = assessmentAdjustments;
// When the adjustment took effect: its decision, or its making when it needed none.
const effectiveAt = sql<Date>`coalesce(${a.decidedAt}, ${a.adjustedAt})`;

/**
 * Assessments made to differ from the fee schedule (issue 25), newest first: what the schedule
 * said and what was charged, who adjusted and why, who approved or rejected and when. The
 * console's approval queue reads the pending ones; the treasury's collections report reads the
 * approved (and within-share) ones of its day — `listAdjustments(db, { states: ['approved',
 * 'not_required'], from, to, pageSize: 1000 })` — or those behind the SOAs its receipts paid
 * (`soaIds`: a receipt's subject names its application SOA).
 */
export async function listAdjustments(db: Db, filter: AdjustmentFilter = {}) {
  const parts: (SQL | undefined)[] = [];
  if (filter.states?.length) parts.push(inArray(a.state, [...filter.states]));
  if (filter.from) parts.push(gte(effectiveAt, filter.from));
  if (filter.to) parts.push(lt(effectiveAt, filter.to));
  if (filter.soaIds) parts.push(filter.soaIds.length ? inArray(a.soaId, [...filter.soaIds]) : sql`false`);
  const where = and(...parts);
  const size = filter.pageSize ?? ADJUSTMENTS_PAGE_SIZE;
  const page = Math.max(1, filter.page ?? 1);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        adjustment: a,
        route: applications.route,
        referenceNumber: transactionHistories.referenceNumber,
        status: transactionHistories.status,
        firstName: taxpayers.firstName,
        lastName: taxpayers.lastName,
        soaNumber: applicationSoas.soaNumber,
      })
      .from(a)
      .innerJoin(applications, eq(applications.id, a.applicationId))
      .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId))
      .innerJoin(taxpayers, eq(taxpayers.id, applications.taxpayerId))
      .leftJoin(applicationSoas, eq(applicationSoas.id, a.soaId))
      .where(where)
      .orderBy(desc(effectiveAt), desc(a.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(a).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map((r): AdjustmentRow => ({
      id: r.adjustment.id,
      applicationId: r.adjustment.applicationId,
      referenceNumber: r.referenceNumber,
      title: definitionByRoute(r.route)?.title ?? { en: r.route, fil: r.route },
      applicant: `${r.firstName} ${r.lastName}`,
      state: r.adjustment.state as AdjustmentState,
      scheduleTotal: r.adjustment.scheduleTotal,
      adjustedTotal: r.adjustment.adjustedTotal,
      shareBelowBp: r.adjustment.shareBelowBp,
      approvalShareBp: r.adjustment.approvalShareBp,
      reason: r.adjustment.reason,
      adjustedBy: r.adjustment.adjustedBy,
      adjustedByName: r.adjustment.adjustedByName,
      adjustedAt: r.adjustment.adjustedAt,
      decidedBy: r.adjustment.decidedBy,
      decidedByName: r.adjustment.decidedByName,
      decidedAt: r.adjustment.decidedAt,
      decisionReason: r.adjustment.decisionReason,
      soaId: r.adjustment.soaId,
      soaNumber: r.soaNumber,
      status: r.status,
    })),
  };
}

/** An application's latest adjustment with both sets of lines, for the console's application page. */
export async function latestAdjustment(db: Db, applicationId: number) {
  const [row] = await db
    .select()
    .from(a)
    .where(eq(a.applicationId, applicationId))
    .orderBy(desc(a.id))
    .limit(1);
  return row;
}

/** How many adjustments stand in each state, for the queue's filters. */
export async function adjustmentCounts(db: Db): Promise<Record<AdjustmentState, number>> {
  const rows = await db.select({ state: a.state, n: count() }).from(a).groupBy(a.state);
  const counts: Record<AdjustmentState, number> = { pending: 0, approved: 0, rejected: 0, not_required: 0 };
  for (const r of rows) if (Object.hasOwn(counts, r.state)) counts[r.state as AdjustmentState] = r.n;
  return counts;
}
