import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkouts } from '../../db/payments-schema';
import type { Settlement, SettlementResult } from '../payments/settlement';
import type { OfficeChannel } from './collection-channels';

export interface OfficePayment {
  transactionId: number;
  channel: OfficeChannel;
  /** Centavos the office took. */
  amount: number;
  /** Who took it: 'staff:3'. */
  collectedBy: string;
  /** A unique key of this payment (the OR a cashier issued, the proof reviewed): its event id. */
  key: string;
  /** The official receipt the cashier issued; none: the next of the portal's series. */
  receiptNumber?: string;
}

/**
 * Settles a transaction with money the office took (issue 28) through the same settlement as a
 * gateway's payment, so there is one spine: a checkout of the office's "gateway" for the amount,
 * then a paid event for it. Settlement locks the transaction, claims its bills once (the same race
 * rules as online payments: a second payment of a bill is held for refund, never a second
 * receipt) and issues the official receipt. An event key already applied changes nothing.
 */
export async function settleAtOffice(
  { db, settlement, now }: { db: Db; settlement: Settlement; now: () => Date },
  payment: OfficePayment,
): Promise<SettlementResult> {
  const id = `${payment.channel}_${randomUUID()}`;
  const at = now();
  await db.insert(checkouts).values({
    id,
    transactionId: payment.transactionId,
    gateway: payment.channel,
    gatewayReference: id,
    url: '',
    amount: payment.amount,
    status: 'pending',
    collectedBy: payment.collectedBy,
    createdAt: at,
    updatedAt: at,
  });
  try {
    const result = await settlement.apply(payment.channel, {
      id: payment.key,
      type: `${payment.channel}.paid`,
      gatewayReference: id,
      checkoutId: id,
      status: 'paid',
      amount: payment.amount,
      currency: 'PHP',
      payload: { collected_by: payment.collectedBy },
      ...(payment.receiptNumber ? { receiptNumber: payment.receiptNumber } : {}),
    });
    if (result === 'duplicate' || result === 'ignored') await retire(db, id, at);
    return result;
  } catch (err) {
    await retire(db, id, at);
    throw err;
  }
}

/** An office checkout that settled nothing is no live checkout: the reconciliation must not count it. */
const retire = (db: Db, id: string, at: Date) =>
  db
    .update(checkouts)
    .set({ status: 'cancelled', updatedAt: at })
    .where(and(eq(checkouts.id, id), eq(checkouts.status, 'pending')));
