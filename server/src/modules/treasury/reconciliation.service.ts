import { and, asc, eq, gte, isNull, lt, notExists, sql } from 'drizzle-orm';
import { parseCentavos } from '@/domain/money/centavos';
import type { Db } from '../../db/client';
import { checkouts, refunds, transactionHistories } from '../../db/payments-schema';
import { staffAccounts } from '../../db/staff-schema';
import { treasuryDeposits } from '../../db/treasury-schema';
import { invalidField } from '../../http/http-errors';
import type { AuditLog } from '../audit/audit-log';
import { manilaDayEnd, manilaDayStart } from '../audit/manila-day-range';
import { isOfficeChannel } from './collection-channels';
import { receiptsBetween, type ReceiptRow } from './day-receipts';
import { TREASURY_MESSAGES } from './treasury.messages';

/** One thing that does not reconcile. */
export interface Mismatch {
  transactionId: number;
  reference: string;
  orNumber: string | null;
  checkoutId: string | null;
  channel: string | null;
  /** Centavos the receipt says (the LGU's amount); null without a receipt. */
  receiptAmount: number | null;
  /** Centavos the payment took; null without a payment. */
  paymentAmount: number | null;
  /** For a held payment: why (duplicate, amount_mismatch) and where its refund stands. */
  reason?: string;
  refundStatus?: string;
  /** Centavos the payment took beyond what it should have (bill and fee); negative when short. */
  difference?: number;
  at: Date;
}

const listOf = (items: Mismatch[], amount: (m: Mismatch) => number | null) => ({
  count: items.length,
  total: items.reduce((s, m) => s + (amount(m) ?? 0), 0),
  items,
});

/** What a receipt's payment should have taken: the bill, plus the convenience fee online. */
const expectedTake = (r: ReceiptRow) => r.amount + (isOfficeChannel(r.gateway) ? 0 : r.convenienceFee);

const fromReceipt = (r: ReceiptRow): Mismatch => ({
  transactionId: r.transactionId,
  reference: r.reference,
  orNumber: r.orNumber,
  checkoutId: r.checkoutId,
  channel: r.gateway,
  receiptAmount: r.amount,
  paymentAmount: r.taken,
  difference: (r.taken ?? 0) - expectedTake(r),
  at: r.paidAt,
});

/**
 * The day's reconciliation (issue 28): the portal's gateway payments against its official
 * receipts, and the receipts' total against the bank deposit the treasurer entered. Lists
 * payments without a receipt, receipts without a payment, amounts that differ, and money held
 * for refund, each with a count and a total; finds only what the records show, invents nothing.
 */
export function createReconciliationService({
  db,
  audit,
  now,
}: {
  db: Db;
  audit: AuditLog;
  now: () => Date;
}) {
  const range = (day: string | undefined) => {
    const from = manilaDayStart(day);
    const to = manilaDayEnd(day);
    if (!from || !to || !day) throw invalidField('date', TREASURY_MESSAGES.badDay);
    return { from, to, day };
  };

  async function day(dayText: string | undefined) {
    const { from, to, day } = range(dayText);
    const receipts = await receiptsBetween(db, from, to);
    const unreceipted = await db
      .select({
        transactionId: transactionHistories.id,
        reference: transactionHistories.referenceNumber,
        checkoutId: checkouts.id,
        channel: checkouts.gateway,
        amount: checkouts.amount,
        at: checkouts.updatedAt,
      })
      .from(checkouts)
      .innerJoin(transactionHistories, eq(transactionHistories.id, checkouts.transactionId))
      .where(
        and(
          eq(checkouts.status, 'paid'),
          gte(checkouts.updatedAt, from),
          lt(checkouts.updatedAt, to),
          isNull(transactionHistories.officialReceiptNumber),
          notExists(
            db
              .select({ one: sql`1` })
              .from(refunds)
              .where(eq(refunds.checkoutId, checkouts.id)),
          ),
        ),
      )
      .orderBy(asc(checkouts.updatedAt));
    const held = await db
      .select({
        transactionId: refunds.transactionId,
        reference: transactionHistories.referenceNumber,
        orNumber: transactionHistories.officialReceiptNumber,
        checkoutId: refunds.checkoutId,
        channel: refunds.gateway,
        amount: refunds.amount,
        expected: refunds.expectedAmount,
        reason: refunds.reason,
        status: refunds.status,
        at: refunds.createdAt,
      })
      .from(refunds)
      .innerJoin(transactionHistories, eq(transactionHistories.id, refunds.transactionId))
      .where(and(gte(refunds.createdAt, from), lt(refunds.createdAt, to)))
      .orderBy(asc(refunds.createdAt), asc(refunds.id));
    const [deposit] = await db
      .select({
        amount: treasuryDeposits.amount,
        note: treasuryDeposits.note,
        enteredBy: treasuryDeposits.enteredBy,
        enteredByName: staffAccounts.name,
        enteredAt: treasuryDeposits.enteredAt,
      })
      .from(treasuryDeposits)
      .leftJoin(staffAccounts, sql`${treasuryDeposits.enteredBy} = 'staff:' || ${staffAccounts.id}`)
      .where(eq(treasuryDeposits.day, day));

    const collected = receipts.reduce((s, r) => s + r.amount, 0);
    const gatewayTaken = receipts
      .filter((r) => r.taken !== null && !isOfficeChannel(r.gateway))
      .reduce((s, r) => s + (r.taken ?? 0), 0);
    return {
      day,
      receipts: { count: receipts.length, total: collected },
      gatewayTaken,
      deposit: deposit ?? null,
      // The LGU's revenue of the day is what reaches its account; convenience fees are not.
      expectedDeposit: collected,
      difference: deposit ? deposit.amount - collected : null,
      paymentsWithoutReceipt: listOf(
        unreceipted.map((p) => ({
          transactionId: p.transactionId,
          reference: p.reference,
          orNumber: null,
          checkoutId: p.checkoutId,
          channel: p.channel,
          receiptAmount: null,
          paymentAmount: p.amount,
          at: p.at,
        })),
        (m) => m.paymentAmount,
      ),
      receiptsWithoutPayment: listOf(
        receipts.filter((r) => r.checkoutId === null).map(fromReceipt),
        (m) => m.receiptAmount,
      ),
      amountMismatches: listOf(
        receipts.filter((r) => r.taken !== null && r.taken !== expectedTake(r)).map(fromReceipt),
        (m) => m.difference ?? 0,
      ),
      heldForRefund: listOf(
        held.map((h) => ({
          transactionId: h.transactionId,
          reference: h.reference,
          orNumber: h.orNumber,
          checkoutId: h.checkoutId,
          channel: h.channel,
          receiptAmount: h.expected,
          paymentAmount: h.amount,
          reason: h.reason,
          refundStatus: h.status,
          at: h.at,
        })),
        (m) => m.paymentAmount,
      ),
    };
  }

  /** Records (or corrects) the day's bank deposit; the audit log keeps every entry. */
  async function setDeposit(actor: string, dayText: string | undefined, body: Record<string, unknown>) {
    const { day } = range(dayText);
    const amount = parseCentavos(
      typeof body.amount === 'string' || typeof body.amount === 'number' ? body.amount : '',
    );
    if (amount === null || amount < 0 || amount > 100_000_000_000_00)
      throw invalidField('amount', TREASURY_MESSAGES.badAmount);
    const note = typeof body.note === 'string' ? body.note.trim() : '';
    if (note.length > 500) throw invalidField('note', TREASURY_MESSAGES.noteTooLong);
    const at = now();
    await db.transaction(async (tx) => {
      await tx
        .insert(treasuryDeposits)
        .values({ day, amount, note, enteredBy: actor, enteredAt: at })
        .onConflictDoUpdate({
          target: treasuryDeposits.day,
          set: { amount, note, enteredBy: actor, enteredAt: at },
        });
      await audit.record(
        { actor, action: 'treasury.deposit', subject: `deposit:${day}`, detail: { amount, note } },
        tx,
      );
    });
    return { day, amount, note };
  }

  return { day, setDeposit };
}

export type ReconciliationService = ReturnType<typeof createReconciliationService>;
