import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { allows } from '@/domain/statuses/status-transitions';
import type { BillKindRegistry } from '../../billing/bill-kind-registry';
import type { Db } from '../../db/client';
import { checkouts, refunds, transactionHistories } from '../../db/payments-schema';
import { NotFoundError, ValidationError } from '../../http/http-errors';
import type { DocumentsService } from '../../documents/documents.service';
import type { UploadsService } from '../accounts/uploads.service';
import { receiptDocument } from './receipt-document';
import type { TransactionRow, TransactionView } from './transaction-resource';

export interface TransactionsDeps {
  db: Db;
  now: () => Date;
  uploads: Pick<UploadsService, 'store'>;
  /** The receipt is a document kind (server/src/documents): issued once paid, printed there. */
  documents: Pick<DocumentsService, 'find' | 'pdf'>;
  /** The bill kinds: a kind on its own workflow refuses the taxpayer's cancel. */
  kinds: Pick<BillKindRegistry, 'cancelRefusal'>;
  /** Closes checkouts at the gateway so they refuse payment (payments' close-checkouts.ts). */
  closeAtGateway?: (checkoutIds: readonly string[]) => Promise<void>;
}

/** A taxpayer's transaction histories (§7.3): list, detail, cancel, proof of payment, e-receipt. */
export function createTransactionsService({
  db,
  now,
  uploads,
  documents,
  kinds,
  closeAtGateway = () => Promise.resolve(),
}: TransactionsDeps) {
  const own = (taxpayerId: number, id: number) =>
    and(eq(transactionHistories.id, id), eq(transactionHistories.taxpayerId, taxpayerId));

  /** One of the taxpayer's transactions, with any payment of it held for refund. */
  async function get(taxpayerId: number, id: number): Promise<TransactionView> {
    const [row] = await db.select().from(transactionHistories).where(own(taxpayerId, id));
    if (!row) throw new NotFoundError('Transaction not found');
    const held = await db.select().from(refunds).where(eq(refunds.transactionId, id)).orderBy(refunds.id);
    return { ...row, refunds: held };
  }

  return {
    get,

    /** Newest first, one page of at most 50. */
    async list(taxpayerId: number, page: number, perPage: number) {
      const mine = eq(transactionHistories.taxpayerId, taxpayerId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(transactionHistories)
          .where(mine)
          .orderBy(desc(transactionHistories.createdAt), desc(transactionHistories.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(transactionHistories).where(mine),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * Cancels an unpaid transaction (the status table decides) and closes its live checkout, here
     * and then at the gateway, so it can no longer be paid (issue 25). A payment that still
     * arrives is held for refund; the transaction stays CANCELLED.
     */
    async cancel(taxpayerId: number, id: number): Promise<TransactionRow> {
      const { updated, retired } = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(transactionHistories).where(own(taxpayerId, id)).for('update');
        if (!row) throw new NotFoundError('Transaction not found');
        if (!allows('cancel', row.status)) {
          throw new ValidationError({
            status: [`Only an unpaid transaction can be cancelled; this one is ${row.status}.`],
          });
        }
        // A kind on its own workflow (an assessed application's SOA) has no cancel from there (issue 18).
        const refusal = kinds.cancelRefusal(row.subject);
        if (refusal !== undefined) throw new ValidationError({ status: [refusal] });
        const at = now();
        // Its live checkout (and a failed one, which a provider's page may let the payer retry),
        // and any retired one not closed at the gateway yet: a payer may still be on that page.
        const closing = await tx
          .update(checkouts)
          .set({ status: 'cancelled', updatedAt: at })
          .where(and(eq(checkouts.transactionId, id), inArray(checkouts.status, ['pending', 'failed'])))
          .returning({ id: checkouts.id });
        const earlier = await tx
          .select({ id: checkouts.id })
          .from(checkouts)
          .where(
            and(
              eq(checkouts.transactionId, id),
              eq(checkouts.status, 'expired'),
              isNull(checkouts.gatewayClosedAt),
            ),
          );
        const [cancelled] = await tx
          .update(transactionHistories)
          .set({ status: 'CANCELLED', updatedAt: at })
          .where(eq(transactionHistories.id, id))
          .returning();
        if (!cancelled) throw new NotFoundError('Transaction not found');
        return { updated: cancelled, retired: [...closing, ...earlier].map((c) => c.id) };
      });
      // After the commit: a payment the gateway reports meanwhile already finds it CANCELLED.
      await closeAtGateway(retired);
      return updated;
    },

    /** Stores a proof of payment (JPEG/PNG by content, ≤ 5 MB) and links it to the transaction. */
    async attachProof(taxpayerId: number, id: number, file: { name: string; data: Uint8Array }) {
      const row = await get(taxpayerId, id);
      if (!allows('attachProof', row.status)) {
        throw new ValidationError({
          file: [`A proof of payment cannot be added to a ${row.status} transaction.`],
        });
      }
      // Linked at once below, so it is stored as referenced: the sweep never takes a proof.
      const stored = await uploads.store(taxpayerId, file, { referenced: true });
      const [updated] = await db
        .update(transactionHistories)
        .set({ proofOfPaymentUrl: stored.cdnUrl, updatedAt: now() })
        .where(eq(transactionHistories.id, id))
        .returning();
      if (!updated) throw new NotFoundError('Transaction not found');
      return updated;
    },

    /** The e-receipt PDF, once an official receipt number was issued. */
    async receipt(
      taxpayerId: number,
      id: number,
    ): Promise<{ pdf: Uint8Array<ArrayBuffer>; fileName: string }> {
      const row = await get(taxpayerId, id);
      if (!row.officialReceiptNumber || !row.paidAt) {
        throw new ValidationError({ status: ['The receipt is available once the transaction is paid.'] });
      }
      const receipt = await documents.find(receiptDocument.kind, `transaction:${String(id)}`, {
        transactionId: id,
      });
      if (!receipt) throw new NotFoundError('Transaction not found');
      return documents.pdf(receipt);
    },
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
