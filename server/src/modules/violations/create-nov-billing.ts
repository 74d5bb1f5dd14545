import { and, eq, inArray, sql } from 'drizzle-orm';
import { TRANSACTION_ACTIONS } from '@/domain/statuses/status-transitions';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { isPgInteger } from '../../db/pg-integer';
import { applicationStatuses, systemModules } from '../../db/schema';
import { novNotices } from '../../db/violations-fees-schema';
import { ValidationError } from '../../http/http-errors';
import { createTransaction } from '../transactions/create-transaction';
import type { FoundNotice } from './find-notice';
import { NOV_SUBJECT_KIND, novNoticeIdOf, novSubject } from './nov-subject';

/** What a notice already paid answers when paid again (the inquiry shows it as paid). */
export const NOV_ALREADY_PAID_MESSAGE = 'This notice of violation has already been paid.';

/** The NOV module's transaction type, by id; a 422 on the field for any other. */
async function transactionTypeOf(db: Db, id: number) {
  const [row] = !isPgInteger(id)
    ? []
    : await db
        .select({ name: applicationStatuses.name, module: systemModules.name })
        .from(applicationStatuses)
        .innerJoin(systemModules, eq(systemModules.id, applicationStatuses.systemModuleId))
        .where(eq(applicationStatuses.id, id));
  if (!row || row.module !== 'NOV') {
    throw new ValidationError({ application_status_id: ['The selected Transaction Type is invalid.'] });
  }
  return row;
}

const alreadyPaid = () => new ValidationError({ nov_no: [NOV_ALREADY_PAID_MESSAGE] });

/**
 * Creates the WAITING FOR PAYMENT transaction for a notice, or returns the one this taxpayer
 * already has for it at the same amount (Pay pressed twice, or Back then Pay). Another payer may
 * bill the same notice: whoever pays first settles it, the other payment is refunded (settlement's
 * claim). A paid notice is refused. Returns the transaction id.
 */
export async function createNovBilling(
  db: Db,
  input: { taxpayerId: number; applicationStatusId: number; validIdToPresent: string; notice: FoundNotice },
  now: Date,
): Promise<number> {
  const { notice, taxpayerId } = input;
  const type = await transactionTypeOf(db, input.applicationStatusId);
  if (notice.paidTransactionId !== null) throw alreadyPaid();
  return db.transaction(async (tx) => {
    // Serialises this taxpayer's creates, so the look-up below cannot race an insert.
    await tx.execute(sql`select pg_advisory_xact_lock(${7_245_200}, ${taxpayerId})`);
    const [row] = await tx
      .select({ paidBy: novNotices.paidTransactionId })
      .from(novNotices)
      .where(eq(novNotices.id, notice.id));
    if (row?.paidBy !== null) throw alreadyPaid();
    const open = await tx
      .select({
        id: transactionHistories.id,
        amount: transactionHistories.amount,
        subject: transactionHistories.subject,
      })
      .from(transactionHistories)
      .where(
        and(
          eq(transactionHistories.taxpayerId, taxpayerId),
          inArray(transactionHistories.status, [...TRANSACTION_ACTIONS.pay.from]),
          sql`${transactionHistories.subject}->>'kind' = ${NOV_SUBJECT_KIND}`,
        ),
      );
    const existing = open.find(
      (o) => novNoticeIdOf(o.subject) === notice.id && o.amount === notice.totalAmount,
    );
    if (existing) return existing.id;
    const created = await createTransaction(
      tx,
      {
        taxpayerId,
        moduleType: type.module,
        transactionType: type.name,
        applicationStatusId: input.applicationStatusId,
        description: `Notice of violation ${notice.novNo}, plate ${notice.plateNo}`,
        descriptionFil: `Abiso ng paglabag ${notice.novNo}, plaka ${notice.plateNo}`,
        amount: notice.totalAmount,
        subject: novSubject(notice.id, {
          nov_no: notice.novNo,
          total_amount: notice.totalAmount,
          valid_id_to_present: input.validIdToPresent,
        }),
      },
      now,
    );
    return created.id;
  });
}
