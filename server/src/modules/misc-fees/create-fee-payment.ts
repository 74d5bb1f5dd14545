import { and, eq, inArray, sql } from 'drizzle-orm';
import { miscFeePaymentRules, MISC_FEE_RULE_OPTIONS } from '@/domain/contracts/misc-fees';
import { parseCentavos } from '@/domain/money/centavos';
import { TRANSACTION_ACTIONS } from '@/domain/statuses/status-transitions';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { isPgInteger } from '../../db/pg-integer';
import { applicationStatuses, miscellaneousFees, offices, systemModules } from '../../db/schema';
import { ValidationError } from '../../http/http-errors';
import { bodyText, parseRules } from '../../http/parse-rules';
import type { UploadsService } from '../accounts/uploads.service';
import { createTransaction } from '../transactions/create-transaction';

/** `subject.kind` of a fee payment; a fee may be paid any number of times, so nothing is claimed. */
export const MISC_FEE_SUBJECT_KIND = 'misc_fee';

export const FEE_INVALID_MESSAGE = 'The selected Fee is invalid.';
export const IMAGE_NOT_YOURS_MESSAGE = 'This image is not one of your uploads. Please upload it again.';

/** What a fee payment answers: its transaction and what it charged. */
export interface FeePayment {
  transactionId: number;
  feeId: number;
  accountTitle: string;
  /** Centavos. */
  amount: number;
  remarks: string;
  imageUrl: string;
}

async function feeOf(db: Db, id: number) {
  const [row] = !isPgInteger(id)
    ? []
    : await db
        .select({
          id: miscellaneousFees.id,
          accountTitle: miscellaneousFees.accountTitle,
          amount: miscellaneousFees.amount,
          office: offices.name,
          statusId: applicationStatuses.id,
          statusName: applicationStatuses.name,
          module: systemModules.name,
        })
        .from(miscellaneousFees)
        .innerJoin(offices, eq(offices.id, miscellaneousFees.officeId))
        .leftJoin(applicationStatuses, eq(applicationStatuses.id, miscellaneousFees.applicationStatusId))
        .leftJoin(systemModules, eq(systemModules.id, applicationStatuses.systemModuleId))
        .where(eq(miscellaneousFees.id, id));
  if (!row) throw new ValidationError({ miscellaneous_fee_id: [FEE_INVALID_MESSAGE] });
  return row;
}

/**
 * `POST /api/v1/taxpayers/miscellaneous_fee_payments` (§2.13, §7.3): charges the fee's own amount,
 * or for a 0.00 fee the payer's (20 to 1,000,000 pesos, §5), with an image this account uploaded.
 * The same request again, while its transaction waits for payment, answers that transaction
 * instead of a second one (Pay Now pressed twice).
 */
export async function createFeePayment(
  { db, uploads, now }: { db: Db; uploads: Pick<UploadsService, 'reference'>; now: () => Date },
  taxpayerId: number,
  body: Record<string, unknown>,
): Promise<FeePayment> {
  const idText = bodyText(body.miscellaneous_fee_id);
  // The rules first with the amount left out: a missing or non-numeric id is said as a rule failure.
  if (!/^\d+$/.test(idText)) parseRules(miscFeePaymentRules(false), body, MISC_FEE_RULE_OPTIONS);
  const fee = await feeOf(db, Number(idText));
  const open = fee.amount === 0;
  const values = parseRules(miscFeePaymentRules(open), body, MISC_FEE_RULE_OPTIONS);
  const amount = open ? (parseCentavos(values.amount ?? '') ?? 0) : fee.amount;
  const imageUrl = values.image_url ?? '';
  if (!(await uploads.reference(imageUrl, taxpayerId))) {
    throw new ValidationError({ image_url: [IMAGE_NOT_YOURS_MESSAGE] });
  }
  const remarks = (values.remarks ?? '').toUpperCase();
  const subject = { kind: MISC_FEE_SUBJECT_KIND, fee_id: fee.id, remarks, image_url: imageUrl };

  const transactionId = await db.transaction(async (tx) => {
    // One taxpayer's creates in turn, so the look-up below cannot race an insert.
    await tx.execute(sql`select pg_advisory_xact_lock(${7_245_140}, ${taxpayerId})`);
    const [same] = await tx
      .select({ id: transactionHistories.id })
      .from(transactionHistories)
      .where(
        and(
          eq(transactionHistories.taxpayerId, taxpayerId),
          inArray(transactionHistories.status, [...TRANSACTION_ACTIONS.pay.from]),
          eq(transactionHistories.amount, amount),
          sql`${transactionHistories.subject} @> ${JSON.stringify(subject)}::jsonb`,
        ),
      )
      .limit(1);
    if (same) return same.id;
    const created = await createTransaction(
      tx,
      {
        taxpayerId,
        moduleType: fee.module ?? 'MISC',
        transactionType: fee.statusName ?? 'MISCELLANEOUS FEE PAYMENT',
        applicationStatusId: fee.statusId,
        description: `${fee.accountTitle}, ${fee.office}${remarks ? ` (${remarks})` : ''}`,
        amount,
        subject,
      },
      now(),
    );
    return created.id;
  });
  return { transactionId, feeId: fee.id, accountTitle: fee.accountTitle, amount, remarks, imageUrl };
}
