import { eq } from 'drizzle-orm';
import { createBillingOnce } from '../../billing/bill-once';
import { transactionTypeOf } from '../../billing/transaction-type';
import type { Db } from '../../db/client';
import { novNotices } from '../../db/violations-fees-schema';
import { ValidationError } from '../../http/http-errors';
import type { FoundNotice } from './find-notice';
import { novBilling } from './nov-bill-kind';
import { novNoticeIdOf, novSubject } from './nov-subject';

/** What a notice already paid answers when paid again (the inquiry shows it as paid). */
export const NOV_ALREADY_PAID_MESSAGE = 'This notice of violation has already been paid.';

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
  const type = await transactionTypeOf(db, input.applicationStatusId, novBilling.transactionTypes);
  if (notice.paidTransactionId !== null) throw alreadyPaid();
  return createBillingOnce(
    db,
    novBilling,
    taxpayerId,
    {
      async check(tx) {
        const [row] = await tx
          .select({ paidBy: novNotices.paidTransactionId })
          .from(novNotices)
          .where(eq(novNotices.id, notice.id));
        if (row?.paidBy !== null) throw alreadyPaid();
      },
      same: (open) =>
        open.find((o) => novNoticeIdOf(o.subject) === notice.id && o.amount === notice.totalAmount),
      transaction: {
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
    },
    now,
  );
}
