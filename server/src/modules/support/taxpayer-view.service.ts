import { and, count, desc, eq, isNotNull, or } from 'drizzle-orm';
import { applications } from '../../db/applications-schema';
import { taxpayers } from '../../db/auth-schema';
import type { Db } from '../../db/client';
import { checkouts, refunds, transactionHistories } from '../../db/payments-schema';
import { NotFoundError } from '../../http/http-errors';
import { SUPPORT_MESSAGES } from './support.messages';
import { definitionByRoute } from '../applications/application-definitions';

export const VIEW_PAGE_SIZE = 20;
const RECENT = 50;

/**
 * A taxpayer as support sees them (issue 28), read-only: the account, their transactions (a page
 * at a time, newest first), their applications, the payments of those transactions with any held
 * for refund, and their documents (official receipts and proofs of payment).
 */
export function createTaxpayerView({ db }: { db: Db }) {
  async function view(id: number, page: number) {
    const [person] = await db
      .select({
        id: taxpayers.id,
        firstName: taxpayers.firstName,
        lastName: taxpayers.lastName,
        mobile: taxpayers.mobileNumber,
        email: taxpayers.email,
        emailVerifiedAt: taxpayers.emailVerifiedAt,
        status: taxpayers.status,
        isResident: taxpayers.isResident,
        createdAt: taxpayers.createdAt,
      })
      .from(taxpayers)
      .where(eq(taxpayers.id, id));
    if (!person) throw new NotFoundError(SUPPORT_MESSAGES.taxpayerNotFound);
    const mine = eq(transactionHistories.taxpayerId, id);
    const [transactions, [total], filed, payments, held, documents] = await Promise.all([
      db
        .select()
        .from(transactionHistories)
        .where(mine)
        .orderBy(desc(transactionHistories.createdAt), desc(transactionHistories.id))
        .limit(VIEW_PAGE_SIZE)
        .offset((page - 1) * VIEW_PAGE_SIZE),
      db.select({ n: count() }).from(transactionHistories).where(mine),
      db
        .select({
          id: applications.id,
          route: applications.route,
          transactionId: applications.transactionId,
          reference: transactionHistories.referenceNumber,
          status: transactionHistories.status,
          createdAt: applications.createdAt,
        })
        .from(applications)
        .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId))
        .where(eq(applications.taxpayerId, id))
        .orderBy(desc(applications.createdAt))
        .limit(RECENT),
      db
        .select({
          id: checkouts.id,
          transactionId: checkouts.transactionId,
          reference: transactionHistories.referenceNumber,
          channel: checkouts.gateway,
          amount: checkouts.amount,
          status: checkouts.status,
          createdAt: checkouts.createdAt,
          updatedAt: checkouts.updatedAt,
        })
        .from(checkouts)
        .innerJoin(transactionHistories, eq(transactionHistories.id, checkouts.transactionId))
        .where(mine)
        .orderBy(desc(checkouts.createdAt))
        .limit(RECENT),
      db
        .select({ checkoutId: refunds.checkoutId, reason: refunds.reason, status: refunds.status })
        .from(refunds)
        .innerJoin(transactionHistories, eq(transactionHistories.id, refunds.transactionId))
        .where(mine),
      db
        .select({
          transactionId: transactionHistories.id,
          reference: transactionHistories.referenceNumber,
          orNumber: transactionHistories.officialReceiptNumber,
          proof: transactionHistories.proofOfPaymentUrl,
          paidAt: transactionHistories.paidAt,
          updatedAt: transactionHistories.updatedAt,
        })
        .from(transactionHistories)
        .where(
          and(
            mine,
            or(
              isNotNull(transactionHistories.officialReceiptNumber),
              isNotNull(transactionHistories.proofOfPaymentUrl),
            ),
          ),
        )
        .orderBy(desc(transactionHistories.id))
        .limit(RECENT),
    ]);
    return {
      person,
      transactions,
      total: total?.n ?? 0,
      applications: filed.map((a) => ({ ...a, title: definitionByRoute(a.route)?.title ?? null })),
      payments: payments.map((p) => ({ ...p, refund: held.find((h) => h.checkoutId === p.id) ?? null })),
      documents,
    };
  }
  return { view };
}

export type TaxpayerView = ReturnType<typeof createTaxpayerView>;
