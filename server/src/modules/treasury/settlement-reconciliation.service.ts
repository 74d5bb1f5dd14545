import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { PaymentGateway, SettledPayment } from '../../adapters/gateway/payment-gateway';
import type { Db } from '../../db/client';
import { checkouts, refunds, transactionHistories } from '../../db/payments-schema';
import { invalidField, ServiceUnavailableError } from '../../http/http-errors';
import type { Logger } from 'pino';
import { manilaDayEnd, manilaDayStart } from '../audit/manila-day-range';
import { receiptsBetween } from './day-receipts';
import { expectedAtGateway, matchSettlement, type PortalCheckout } from './settlement-match';
import { TREASURY_MESSAGES } from './treasury.messages';

// A payment paid a minute before midnight may be reported on either side of it: a receipt of the
// day is looked for in the gateway's report this much past the day's ends.
const MARGIN_MS = 60 * 60_000;

const sum = (payments: readonly SettledPayment[], of: (p: SettledPayment) => number) =>
  payments.reduce((total, p) => total + of(p), 0);

/**
 * The day's reconciliation against the gateway's own settlement report (issue 28): what the
 * gateway says it was paid (each payment, its fee and the net it pays out) set against the
 * portal's official receipts through that gateway, every mismatch with what to do about it.
 */
export function createSettlementReconciliation({
  db,
  gateway,
  logger,
}: {
  db: Db;
  gateway: Pick<PaymentGateway, 'name' | 'settlementReport'>;
  logger: Pick<Logger, 'error'>;
}) {
  /** The portal's checkouts the payments name, by id (or, naming none, by their reference). */
  async function checkoutsOf(payments: readonly SettledPayment[]): Promise<PortalCheckout[]> {
    const ids = payments.flatMap((p) => (p.checkoutId ? [p.checkoutId] : []));
    const references = payments.flatMap((p) => (!p.checkoutId && p.reference ? [p.reference] : []));
    if (ids.length === 0 && references.length === 0) return [];
    const rows = await db
      .select({
        id: checkouts.id,
        status: checkouts.status,
        amount: checkouts.amount,
        transactionId: transactionHistories.id,
        reference: transactionHistories.referenceNumber,
        orNumber: transactionHistories.officialReceiptNumber,
        held: sql<boolean>`exists (select 1 from ${refunds} where ${refunds.checkoutId} = ${checkouts.id})`,
      })
      .from(checkouts)
      .innerJoin(transactionHistories, eq(transactionHistories.id, checkouts.transactionId))
      .where(
        and(
          eq(checkouts.gateway, gateway.name),
          or(
            ids.length > 0 ? inArray(checkouts.id, ids) : undefined,
            references.length > 0
              ? and(inArray(transactionHistories.referenceNumber, references), eq(checkouts.status, 'paid'))
              : undefined,
          ),
        ),
      );
    return rows.map((r) => ({ ...r, held: Boolean(r.held) }));
  }

  async function day(dayText: string | undefined) {
    const from = manilaDayStart(dayText);
    const to = manilaDayEnd(dayText);
    if (!from || !to || !dayText) throw invalidField('date', TREASURY_MESSAGES.badDay);
    const report = await gateway
      .settlementReport({
        from: new Date(from.getTime() - MARGIN_MS),
        to: new Date(to.getTime() + MARGIN_MS),
      })
      .catch((err: unknown) => {
        logger.error({ err, gateway: gateway.name, day: dayText }, 'settlement report unreadable');
        throw new ServiceUnavailableError(TREASURY_MESSAGES.settlementUnavailable);
      });
    const payments = report.payments.filter((p) => p.paidAt >= from && p.paidAt < to);
    const receipts = (await receiptsBetween(db, from, to)).filter((r) => r.gateway === gateway.name);
    const items = matchSettlement({
      payments,
      widened: report.payments,
      receipts,
      checkouts: await checkoutsOf(payments),
    });
    return {
      day: dayText,
      gateway: gateway.name,
      report: {
        count: payments.length,
        amount: sum(payments, (p) => p.amount),
        fee: sum(payments, (p) => p.fee),
        net: sum(payments, (p) => p.net),
        refunded: sum(payments, (p) => p.refunded),
      },
      portal: {
        count: receipts.length,
        amount: receipts.reduce((total, r) => total + r.amount, 0),
        convenienceFee: receipts.reduce((total, r) => total + r.convenienceFee, 0),
        expected: receipts.reduce((total, r) => total + expectedAtGateway(r), 0),
      },
      items,
    };
  }

  return { day };
}

export type SettlementReconciliation = ReturnType<typeof createSettlementReconciliation>;
