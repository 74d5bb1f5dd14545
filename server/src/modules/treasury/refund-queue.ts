import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { taxpayers } from '../../db/auth-schema';
import type { Db } from '../../db/client';
import { refunds, transactionHistories } from '../../db/payments-schema';
import { staffAccounts } from '../../db/staff-schema';
import { refundColumns } from '../payments/refund-columns';

export const REFUNDS_PAGE_SIZE = 20;
// What the treasury still decides on (new, or failed at the gateway); the rest are decided.
const OPEN = ['for_approval', 'failed'] as const;
const DECIDED = ['processing', 'refunded', 'rejected'] as const;

/**
 * The refunds the treasury reads in the console (issue 28): those waiting for it, oldest first,
 * or those decided, newest first; each with its transaction, payor and who decided it by name.
 */
export function createRefundQueue({ db }: { db: Db }) {
  return async function list(state: 'open' | 'decided', page: number) {
    const where = inArray(refunds.status, state === 'open' ? [...OPEN] : [...DECIDED]);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: refunds.id,
          transactionId: refunds.transactionId,
          reference: transactionHistories.referenceNumber,
          description: transactionHistories.description,
          transactionStatus: transactionHistories.status,
          payor: sql<string>`trim(${taxpayers.firstName} || ' ' || ${taxpayers.lastName})`,
          taxpayerId: transactionHistories.taxpayerId,
          ...refundColumns,
          note: refunds.decisionNote,
          decidedBy: refunds.approvedBy,
          decidedByName: staffAccounts.name,
          decidedAt: refunds.approvedAt,
          createdAt: refunds.createdAt,
        })
        .from(refunds)
        .innerJoin(transactionHistories, eq(transactionHistories.id, refunds.transactionId))
        .innerJoin(taxpayers, eq(taxpayers.id, transactionHistories.taxpayerId))
        .leftJoin(staffAccounts, and(sql`${refunds.approvedBy} = 'staff:' || ${staffAccounts.id}`))
        .where(where)
        .orderBy(
          state === 'open' ? asc(refunds.createdAt) : desc(refunds.approvedAt),
          state === 'open' ? asc(refunds.id) : desc(refunds.id),
        )
        .limit(REFUNDS_PAGE_SIZE)
        .offset((page - 1) * REFUNDS_PAGE_SIZE),
      db.select({ n: count() }).from(refunds).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  };
}
