import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { PaymentGate } from '@/domain/contracts/payments';
import { allows } from '@/domain/statuses/status-transitions';
import type { PaymentGateway } from '../../adapters/gateway/payment-gateway';
import { taxpayers } from '../../db/auth-schema';
import type { Db, Tx } from '../../db/client';
import { checkouts, idempotencyKeys, transactionHistories } from '../../db/payments-schema';
import { ConflictError, NotFoundError, ValidationError } from '../../http/http-errors';
import { paymentGateDocument } from './payment-gate-document';
import { subjectStillPayable } from './settle-subject';

const KEY_LIFETIME_MS = 24 * 3_600_000;

export interface PaymentGateDeps {
  db: Db;
  gateway: PaymentGateway;
  now: () => Date;
  /** Centavos added to every payment. */
  convenienceFee: number;
  publicUrl: string;
}

/** `POST /paymentgate/{id}`: one live checkout per transaction, and Idempotency-Key replays. */
export function createPaymentGateService({ db, gateway, now, convenienceFee, publicUrl }: PaymentGateDeps) {
  /**
   * Under the transaction's row lock: refuse a transaction that cannot be paid, retire a live
   * checkout made under another gateway or fee, and return the live one that remains, if any.
   */
  async function lockedState(tx: Tx, taxpayerId: number, transactionId: number) {
    const [txn] = await tx
      .select()
      .from(transactionHistories)
      .where(and(eq(transactionHistories.id, transactionId), eq(transactionHistories.taxpayerId, taxpayerId)))
      .for('update');
    if (!txn) throw new NotFoundError('Transaction not found');
    if (!allows('pay', txn.status)) {
      const why = txn.status === 'PAID' ? 'is already paid' : `is ${txn.status.toLowerCase()}`;
      throw new ValidationError({ transaction: [`This transaction ${why} and cannot be paid.`] });
    }
    if (!(await subjectStillPayable(tx, txn.subject, now()))) {
      throw new ValidationError({
        transaction: ['This bill has already been paid. Check your transaction history.'],
      });
    }
    const amount = txn.amount + convenienceFee;
    const live = await tx
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.transactionId, txn.id), eq(checkouts.status, 'pending')));
    const reusable = live.find((c) => c.gateway === gateway.name && c.amount === amount);
    for (const stale of live.filter((c) => c !== reusable)) {
      // Still payable at the gateway; settlement accepts expired → paid if the payer finishes it.
      await tx
        .update(checkouts)
        .set({ status: 'expired', updatedAt: now() })
        .where(eq(checkouts.id, stale.id));
    }
    return { txn, amount, reusable };
  }

  async function openCheckout(taxpayerId: number, transactionId: number) {
    const first = await db.transaction((tx) => lockedState(tx, taxpayerId, transactionId));
    if (first.reusable) return paymentGateDocument(first.reusable, first.txn, await isGcash(taxpayerId));
    // The gateway is called outside any database transaction (a slow provider must not hold
    // locks); if a concurrent call won meanwhile, its checkout is used and this one never shown.
    const checkoutId = `chk_${randomBytes(16).toString('hex')}`;
    const returnUrl = `${publicUrl}/payment-return?transaction_id=${first.txn.id}`;
    const created = await gateway.createCheckout({
      checkoutId,
      reference: first.txn.referenceNumber,
      amount: first.amount,
      description: first.txn.description,
      successUrl: returnUrl,
      cancelUrl: returnUrl,
    });
    const [checkout, txn] = await db.transaction(async (tx) => {
      const state = await lockedState(tx, taxpayerId, transactionId);
      if (state.reusable) return [state.reusable, state.txn] as const;
      const at = now();
      const [row] = await tx
        .insert(checkouts)
        .values({
          id: checkoutId,
          transactionId,
          gateway: gateway.name,
          ...created,
          amount: state.amount,
          status: 'pending',
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      const [updated] = await tx
        .update(transactionHistories)
        .set({ convenienceFee, updatedAt: at })
        .where(eq(transactionHistories.id, transactionId))
        .returning();
      if (!row || !updated) throw new Error('checkout not recorded');
      return [row, updated] as const;
    });
    return paymentGateDocument(checkout, txn, await isGcash(taxpayerId));
  }

  async function isGcash(taxpayerId: number) {
    const [row] = await db
      .select({ gcash: taxpayers.isGcashLogin })
      .from(taxpayers)
      .where(eq(taxpayers.id, taxpayerId));
    return row?.gcash ?? false;
  }

  /** Opens (or reuses) the checkout; with an Idempotency-Key, the first answer of the last 24 h is replayed. */
  async function open(
    taxpayerId: number,
    transactionId: number,
    idempotencyKey?: string,
  ): Promise<PaymentGate> {
    if (!idempotencyKey) return openCheckout(taxpayerId, transactionId);
    const cutoff = new Date(now().getTime() - KEY_LIFETIME_MS);
    const mine = and(eq(idempotencyKeys.taxpayerId, taxpayerId), eq(idempotencyKeys.key, idempotencyKey));
    const stored = async () => {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(mine, gt(idempotencyKeys.createdAt, cutoff)));
      return row?.response as PaymentGate | undefined;
    };
    const answer = (await stored()) ?? (await openCheckout(taxpayerId, transactionId));
    // The first answer stored wins; an expired key is taken over by the new one.
    await db
      .insert(idempotencyKeys)
      .values({ key: idempotencyKey, taxpayerId, response: answer, createdAt: now() })
      .onConflictDoUpdate({
        target: [idempotencyKeys.taxpayerId, idempotencyKeys.key],
        set: { response: answer, createdAt: now() },
        setWhere: lt(idempotencyKeys.createdAt, cutoff),
      });
    const first = (await stored()) ?? answer;
    if (first.data.relationships.transaction_history.data.id !== String(transactionId)) {
      throw new ConflictError('This Idempotency-Key was already used for another transaction.');
    }
    return first;
  }

  return { open };
}

export type PaymentGateService = ReturnType<typeof createPaymentGateService>;
