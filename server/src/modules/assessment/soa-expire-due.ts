import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { formatDate } from '@/domain/format/format-date';
import { applications } from '../../db/applications-schema';
import type { Db, Tx } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { applicationSoas } from '../../db/permits-schema';
import { manilaToday } from '../../billing/manila-today';
import { moveStatusIn } from '../applications/move-status';

// An SOA waiting for its money, including after a failed attempt at the gateway.
const UNPAID = ['WAITING FOR PAYMENT', 'PAYMENT FAILED'];

/** Moves one application whose current SOA expired unpaid to EXPIRED SOA (audited); false if not due. */
export async function expireIfDue(tx: Tx, applicationId: number, now: Date): Promise<boolean> {
  const [due] = await tx
    .select({ expiresOn: applicationSoas.expiresOn })
    .from(applicationSoas)
    .innerJoin(applications, eq(applications.id, applicationSoas.applicationId))
    .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId))
    .where(
      and(
        eq(applicationSoas.applicationId, applicationId),
        isNull(applicationSoas.supersededAt),
        isNull(applicationSoas.paidTransactionId),
        lt(applicationSoas.expiresOn, manilaToday(now)),
        inArray(transactionHistories.status, UNPAID),
      ),
    )
    .for('update', { of: transactionHistories });
  if (!due) return false;
  await moveStatusIn(
    tx,
    {
      applicationId,
      to: 'EXPIRED SOA',
      actor: 'system',
      reason: `The statement of account expired on ${formatDate(due.expiresOn)}.`,
    },
    now,
  );
  return true;
}

/**
 * The repeat job's pass: every application still unpaid (WAITING FOR PAYMENT, PAYMENT FAILED) on
 * an SOA whose last day has passed (Manila) shows EXPIRED SOA, each in its own transaction. A payment already under
 * way still settles from EXPIRED SOA; until this pass runs, paymentgate refuses the expired SOA.
 */
export async function expireDueSoas(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ applicationId: applicationSoas.applicationId })
    .from(applicationSoas)
    .innerJoin(applications, eq(applications.id, applicationSoas.applicationId))
    .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId))
    .where(
      and(
        isNull(applicationSoas.supersededAt),
        isNull(applicationSoas.paidTransactionId),
        lt(applicationSoas.expiresOn, manilaToday(now)),
        inArray(transactionHistories.status, UNPAID),
      ),
    )
    .limit(500);
  let moved = 0;
  for (const { applicationId } of due) {
    if (await db.transaction((tx) => expireIfDue(tx, applicationId, now))) moved += 1;
  }
  return moved;
}
