import { eq } from 'drizzle-orm';
import { miscFeePaymentRules, MISC_FEE_RULE_OPTIONS } from '@/domain/contracts/misc-fees';
import { parseCentavos } from '@/domain/money/centavos';
import { createBillingOnce } from '../../billing/bill-once';
import type { Db } from '../../db/client';
import { isPgInteger } from '../../db/pg-integer';
import { applicationStatuses, miscellaneousFees, offices, systemModules } from '../../db/schema';
import { ValidationError } from '../../http/http-errors';
import { bodyText, parseRules } from '../../http/parse-rules';
import type { UploadsService } from '../accounts/uploads.service';
import { MISC_FEE_SUBJECT_KIND, miscFeeBillKind } from './misc-fee-bill-kind';

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

  const transactionId = await createBillingOnce(
    db,
    miscFeeBillKind,
    taxpayerId,
    {
      // The same fee, amount, remarks and image again: that billing, not a second one.
      same: (open) =>
        open.find(
          (o) =>
            o.amount === amount && Object.entries(subject).every(([key, value]) => o.subject[key] === value),
        ),
      transaction: {
        moduleType: fee.module ?? 'MISC',
        transactionType: fee.statusName ?? 'MISCELLANEOUS FEE PAYMENT',
        applicationStatusId: fee.statusId,
        description: `${fee.accountTitle}, ${fee.office}${remarks ? ` (${remarks})` : ''}`,
        amount,
        subject,
      },
    },
    now(),
  );
  return { transactionId, feeId: fee.id, accountTitle: fee.accountTitle, amount, remarks, imageUrl };
}
