import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { PaymentChannel, PaymentGate } from '@/domain/contracts/payments';
import { formatCentavos } from '@/domain/money/centavos';
import { allows } from '@/domain/statuses/status-transitions';
import type { PaymentGateway } from '../../adapters/gateway/payment-gateway';
import type { BillKindRegistry } from '../../billing/bill-kind-registry';
import { taxpayers } from '../../db/auth-schema';
import type { Db, Tx } from '../../db/client';
import { checkouts, idempotencyKeys, transactionHistories } from '../../db/payments-schema';
import { ConflictError, NotFoundError, ValidationError } from '../../http/http-errors';
import { paymentGateDocument } from './payment-gate-document';
import { type ConvenienceFees, quotePayment } from './payment-quote';

const KEY_LIFETIME_MS = 24 * 3_600_000;

export interface PaymentGateDeps {
  db: Db;
  gateway: PaymentGateway;
  now: () => Date;
  /** Centavos of convenience fee per channel (payment-quote.ts). */
  fees: ConvenienceFees;
  publicUrl: string;
  /** The bill kinds: whether a transaction's bill can still be paid. */
  kinds: Pick<BillKindRegistry, 'stillPayable'>;
  /** Closes retired checkouts at the gateway (close-checkouts.ts). */
  closeAtGateway: (checkoutIds: readonly string[]) => Promise<void>;
}

/** How a checkout is asked for: the channel and, when the payer saw one, the total they saw. */
export interface CheckoutAsk {
  channel: PaymentChannel;
  /** Centavos the payer was shown; a checkout that would charge anything else is refused. */
  expectedTotal?: number | undefined;
}

export const WALLET_ONLY_MESSAGE = 'Paying in the GCash wallet needs an account signed in through GCash.';
export const TOTAL_CHANGED_MESSAGE =
  'The amount to pay is now ₱{total}, not the ₱{shown} shown. Check the new amount, then pay.';

/** `POST /paymentgate/{id}`: one live checkout per transaction, and Idempotency-Key replays. */
export function createPaymentGateService(deps: PaymentGateDeps) {
  const { db, gateway, now, fees, publicUrl, kinds, closeAtGateway } = deps;
  /**
   * Under the transaction's row lock: refuse a transaction that cannot be paid, or whose total on
   * this channel is not the one the payer was shown; retire a live checkout made under another
   * gateway or for another total, and return the live one that remains, if any.
   */
  async function lockedState(tx: Tx, taxpayerId: number, transactionId: number, ask: CheckoutAsk) {
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
    if (!(await kinds.stillPayable(tx, txn.subject, now()))) {
      throw new ValidationError({
        transaction: ['This bill has already been paid. Check your transaction history.'],
      });
    }
    // The one quote of this bill on this channel: what every screen showed and the gateway charges.
    const quote = quotePayment(txn.amount, ask.channel, fees);
    if (ask.expectedTotal !== undefined && ask.expectedTotal !== quote.total) {
      throw new ConflictError(
        TOTAL_CHANGED_MESSAGE.replace('{total}', formatCentavos(quote.total)).replace(
          '{shown}',
          formatCentavos(ask.expectedTotal),
        ),
      );
    }
    const live = await tx
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.transactionId, txn.id), eq(checkouts.status, 'pending')));
    const reusable = live.find((c) => c.gateway === gateway.name && c.amount === quote.total);
    const retired = live.filter((c) => c !== reusable).map((c) => c.id);
    for (const id of retired) {
      // Closed at the gateway after this commits (closeAtGateway); until then, a payment of it
      // settles as any (expired → paid): it charged the total its page showed.
      await tx.update(checkouts).set({ status: 'expired', updatedAt: now() }).where(eq(checkouts.id, id));
    }
    return { txn, quote, reusable, retired };
  }

  /** lockedState in its own database transaction, then the retired checkouts closed at the gateway. */
  async function state(taxpayerId: number, transactionId: number, ask: CheckoutAsk) {
    const found = await db.transaction((tx) => lockedState(tx, taxpayerId, transactionId, ask));
    if (found.retired.length > 0) await closeAtGateway(found.retired);
    return found;
  }

  async function openCheckout(taxpayerId: number, transactionId: number, ask: CheckoutAsk) {
    const gcash = await isGcash(taxpayerId);
    if (ask.channel === 'wallet' && !gcash) throw new ValidationError({ channel: [WALLET_ONLY_MESSAGE] });
    const first = await state(taxpayerId, transactionId, ask);
    if (first.reusable) return paymentGateDocument(first.reusable, first.txn, gcash);
    // The gateway is called outside any database transaction (a slow provider must not hold
    // locks); if a concurrent call won meanwhile, its checkout is used and this one never shown.
    const checkoutId = `chk_${randomBytes(16).toString('hex')}`;
    const returnUrl = `${publicUrl}/payment-return?transaction_id=${first.txn.id}`;
    const created = await gateway.createCheckout({
      checkoutId,
      reference: first.txn.referenceNumber,
      amount: first.quote.total,
      description: first.txn.description,
      successUrl: returnUrl,
      cancelUrl: returnUrl,
    });
    let retired: string[] = [];
    const [checkout, txn] = await db.transaction(async (tx) => {
      const again = await lockedState(tx, taxpayerId, transactionId, ask);
      retired = again.retired;
      if (again.reusable) return [again.reusable, again.txn] as const;
      const at = now();
      const [row] = await tx
        .insert(checkouts)
        .values({
          id: checkoutId,
          transactionId,
          gateway: gateway.name,
          ...created,
          amount: again.quote.total,
          channel: ask.channel,
          status: 'pending',
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      const [updated] = await tx
        .update(transactionHistories)
        .set({ convenienceFee: again.quote.convenienceFee, updatedAt: at })
        .where(eq(transactionHistories.id, transactionId))
        .returning();
      if (!row || !updated) throw new Error('checkout not recorded');
      return [row, updated] as const;
    });
    if (retired.length > 0) await closeAtGateway(retired);
    return paymentGateDocument(checkout, txn, gcash);
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
    ask: CheckoutAsk = { channel: 'popup' },
  ): Promise<PaymentGate> {
    if (!idempotencyKey) return openCheckout(taxpayerId, transactionId, ask);
    const cutoff = new Date(now().getTime() - KEY_LIFETIME_MS);
    const mine = and(eq(idempotencyKeys.taxpayerId, taxpayerId), eq(idempotencyKeys.key, idempotencyKey));
    const stored = async () => {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(mine, gt(idempotencyKeys.createdAt, cutoff)));
      return row?.response as PaymentGate | undefined;
    };
    const answer = (await stored()) ?? (await openCheckout(taxpayerId, transactionId, ask));
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
