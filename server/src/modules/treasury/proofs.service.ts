import { and, asc, count, desc, eq, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import { TRANSACTION_ACTIONS } from '@/domain/statuses/status-transitions';
import type { MailSender } from '../../adapters/mail/mail-sender';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import { taxpayers } from '../../db/auth-schema';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { staffAccounts } from '../../db/staff-schema';
import { paymentProofReviews } from '../../db/treasury-schema';
import { ConflictError, invalidField, NotFoundError } from '../../http/http-errors';
import type { Logger } from 'pino';
import type { UploadsService } from '../accounts/uploads.service';
import type { AuditLog } from '../audit/audit-log';
import type { Settlement } from '../payments/settlement';
import type { StaffMember } from '../staff/staff-roles';
import { OFFICE_CHANNELS } from './collection-channels';
import { settleAtOffice } from './office-payment';
import { notifyProofDecision } from './proof-notice';
import { PROOF_MESSAGES } from './treasury.messages';

export const PROOFS_PAGE_SIZE = 20;
const UPLOAD_ID = /\/uploads\/([0-9a-f-]{36})$/;
// A proof may be added while the transaction is unpaid (status-transitions.ts attachProof).
const WAITING = [...TRANSACTION_ACTIONS.attachProof.from];

export interface ProofsDeps {
  db: Db;
  now: () => Date;
  settlement: Settlement;
  uploads: Pick<UploadsService, 'read'>;
  audit: AuditLog;
  sms: SmsSender;
  mail: MailSender;
  logger: Logger;
}

/**
 * Proofs of payment for the treasury (issue 28): the ones waiting (an unpaid transaction whose
 * current proof nobody decided on), the decided ones, the file, and the decision. Accepting
 * settles the transaction through the office's payment (the settlement's spine, its official
 * receipt); rejecting tells the payer the reason. Each decision is one per proof and audited.
 */
export function createProofsService(d: ProofsDeps) {
  const staffActor = (staff: StaffMember) => `staff:${staff.id}`;
  const reviewed = (t = transactionHistories) =>
    d.db
      .select({ one: sql`1` })
      .from(paymentProofReviews)
      .where(
        and(
          eq(paymentProofReviews.transactionId, t.id),
          eq(paymentProofReviews.proofUrl, sql`${t.proofOfPaymentUrl}`),
        ),
      );
  const waiting = and(
    isNotNull(transactionHistories.proofOfPaymentUrl),
    inArray(transactionHistories.status, WAITING),
    notExists(reviewed()),
  );
  const columns = {
    id: transactionHistories.id,
    reference: transactionHistories.referenceNumber,
    status: transactionHistories.status,
    amount: transactionHistories.amount,
    description: transactionHistories.description,
    transactionType: transactionHistories.transactionType,
    orNumber: transactionHistories.officialReceiptNumber,
    updatedAt: transactionHistories.updatedAt,
    taxpayerId: transactionHistories.taxpayerId,
    payor: sql<string>`trim(${taxpayers.firstName} || ' ' || ${taxpayers.lastName})`,
    mobile: taxpayers.mobileNumber,
  };

  async function pending(page: number) {
    const [rows, [total]] = await Promise.all([
      d.db
        .select(columns)
        .from(transactionHistories)
        .innerJoin(taxpayers, eq(taxpayers.id, transactionHistories.taxpayerId))
        .where(waiting)
        .orderBy(asc(transactionHistories.updatedAt), asc(transactionHistories.id))
        .limit(PROOFS_PAGE_SIZE)
        .offset((page - 1) * PROOFS_PAGE_SIZE),
      d.db.select({ n: count() }).from(transactionHistories).where(waiting),
    ]);
    return { rows: rows.map((r) => ({ ...r, review: null })), total: total?.n ?? 0 };
  }

  async function decided(page: number) {
    const [rows, [total]] = await Promise.all([
      d.db
        .select({
          ...columns,
          review: {
            decision: paymentProofReviews.decision,
            reason: paymentProofReviews.reason,
            by: staffAccounts.name,
            at: paymentProofReviews.createdAt,
          },
        })
        .from(paymentProofReviews)
        .innerJoin(transactionHistories, eq(transactionHistories.id, paymentProofReviews.transactionId))
        .innerJoin(taxpayers, eq(taxpayers.id, transactionHistories.taxpayerId))
        .leftJoin(staffAccounts, sql`${paymentProofReviews.reviewedBy} = 'staff:' || ${staffAccounts.id}`)
        .orderBy(desc(paymentProofReviews.createdAt), desc(paymentProofReviews.id))
        .limit(PROOFS_PAGE_SIZE)
        .offset((page - 1) * PROOFS_PAGE_SIZE),
      d.db.select({ n: count() }).from(paymentProofReviews),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async function transactionOf(id: number) {
    const [row] = await d.db.select().from(transactionHistories).where(eq(transactionHistories.id, id));
    if (!row?.proofOfPaymentUrl) throw new NotFoundError('Transaction not found');
    return row as typeof row & { proofOfPaymentUrl: string };
  }

  /** The proof's file, read as its uploader (the transaction names it, so the treasury may see it). */
  async function file(id: number) {
    const row = await transactionOf(id);
    const uploadId = UPLOAD_ID.exec(row.proofOfPaymentUrl)?.[1];
    if (!uploadId) throw new NotFoundError('File not found');
    return d.uploads.read(uploadId, { taxpayerId: row.taxpayerId });
  }

  /** Claims the decision on the transaction's current proof; refused when it is not waiting. */
  async function claim(staff: StaffMember, id: number, decision: 'accepted' | 'rejected', reason: string) {
    const row = await transactionOf(id);
    if (!WAITING.includes(row.status as (typeof WAITING)[number]))
      throw new ConflictError(PROOF_MESSAGES.notWaiting);
    const [claimed] = await d.db
      .insert(paymentProofReviews)
      .values({
        transactionId: id,
        proofUrl: row.proofOfPaymentUrl,
        decision,
        reason,
        reviewedBy: staffActor(staff),
        createdAt: d.now(),
      })
      .onConflictDoNothing()
      .returning({ id: paymentProofReviews.id });
    if (!claimed) throw new ConflictError(PROOF_MESSAGES.notWaiting);
    return { row, reviewId: claimed.id };
  }

  const tell = (taxpayerId: number, values: Parameters<typeof notifyProofDecision>[2]) =>
    notifyProofDecision(d, taxpayerId, values).catch((err: unknown) =>
      d.logger.error({ err, taxpayerId }, 'the payer could not be told of the proof decision'),
    );

  /** Accepts the proof: the transaction is settled at its amount through the office's payment. */
  async function accept(staff: StaffMember, id: number) {
    const { row, reviewId } = await claim(staff, id, 'accepted', '');
    const result = await settleAtOffice(d, {
      transactionId: id,
      channel: OFFICE_CHANNELS.proof,
      amount: row.amount,
      collectedBy: staffActor(staff),
      key: `proof:${reviewId}`,
    });
    if (result !== 'applied' && result !== 'held_for_refund') {
      await d.db.delete(paymentProofReviews).where(eq(paymentProofReviews.id, reviewId));
      throw new ConflictError(PROOF_MESSAGES.notSettled);
    }
    const [after] = await d.db.select().from(transactionHistories).where(eq(transactionHistories.id, id));
    await d.audit.record({
      actor: staffActor(staff),
      action: 'payment.proof-accept',
      subject: `transaction:${id}`,
      detail: { reference: row.referenceNumber, result, receipt: after?.officialReceiptNumber ?? null },
    });
    if (result === 'applied' && after?.officialReceiptNumber)
      await tell(row.taxpayerId, { reference: row.referenceNumber, receipt: after.officialReceiptNumber });
    return {
      result,
      status: after?.status ?? row.status,
      officialReceiptNumber: after?.officialReceiptNumber ?? null,
    };
  }

  /** Rejects the proof with the reason the payer is told; they may upload another. */
  async function reject(staff: StaffMember, id: number, body: Record<string, unknown>) {
    const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
    if (reason === '') throw invalidField('reason', PROOF_MESSAGES.reasonRequired);
    if (reason.length > 500) throw invalidField('reason', PROOF_MESSAGES.reasonTooLong);
    const { row } = await claim(staff, id, 'rejected', reason);
    await d.audit.record({
      actor: staffActor(staff),
      action: 'payment.proof-reject',
      subject: `transaction:${id}`,
      detail: { reference: row.referenceNumber, reason },
    });
    await tell(row.taxpayerId, { reference: row.referenceNumber, reason });
    return { status: row.status };
  }

  return { pending, decided, file, accept, reject };
}

export type ProofsService = ReturnType<typeof createProofsService>;
