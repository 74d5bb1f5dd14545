import { and, inArray, isNull } from 'drizzle-orm';
import { createBillingOnce } from '../../billing/bill-once';
import { transactionTypeOf } from '../../billing/transaction-type';
import type { Db } from '../../db/client';
import { btaxBills } from '../../db/billing-schema';
import { NotFoundError, ValidationError } from '../../http/http-errors';
import type { BillSelection } from './bill-selection';
import { btaxBillKind } from './btax-bill-kind';
import { btaxBillIds, btaxSubject } from './btax-subject';

export interface NewBilling {
  taxpayerId: number;
  applicationStatusId: number;
  validIdToPresent: string;
  selection: BillSelection;
}

const quarters = (s: BillSelection) =>
  s.qtrFrom === 1 && s.qtrTo === 4 ? 'whole year' : `Q${s.qtrFrom}-Q${s.qtrTo}`;
const quartersFil = (s: BillSelection) =>
  s.qtrFrom === 1 && s.qtrTo === 4 ? 'buong taon' : `Q${s.qtrFrom}-Q${s.qtrTo}`;

/**
 * Creates the WAITING FOR PAYMENT transaction for a selection of bills, or returns the one this
 * taxpayer already has for exactly those bills and amount, so Pay pressed twice (or Back, then
 * Pay) does not pile up unpaid transactions. Returns the transaction id.
 */
export async function createBilling(db: Db, input: NewBilling, now: Date): Promise<number> {
  const { selection, taxpayerId } = input;
  const type = await transactionTypeOf(db, input.applicationStatusId, btaxBillKind.transactionTypes);
  const billIds = selection.bills.map((b) => b.id);
  const { head } = selection;
  return createBillingOnce(
    db,
    btaxBillKind,
    taxpayerId,
    {
      async check(tx) {
        const stillUnpaid = await tx
          .select({ id: btaxBills.id })
          .from(btaxBills)
          .where(and(inArray(btaxBills.id, billIds), isNull(btaxBills.paidTransactionId)))
          .for('update');
        if (stillUnpaid.length !== billIds.length) throw new NotFoundError('No Record Found');
      },
      // The same bills again reuse one billing; bills that overlap another billing are refused,
      // so one payer cannot pay a quarter twice (issue 10).
      same(open) {
        const sameBills = (ids: number[]) =>
          ids.length === billIds.length && ids.every((id, i) => id === billIds[i]);
        const existing = open.find(
          (o) => o.amount === selection.totalAmount && sameBills(btaxBillIds(o.subject)),
        );
        if (existing) return existing;
        const overlapping = open.find((o) => btaxBillIds(o.subject).some((id) => billIds.includes(id)));
        if (overlapping) {
          throw new ValidationError({
            bin: [
              `You already have an unpaid billing for some of these quarters (reference ${overlapping.referenceNumber}). Pay or cancel it in your transaction history first.`,
            ],
          });
        }
        return undefined;
      },
      transaction: {
        moduleType: type.module,
        transactionType: type.name,
        applicationStatusId: input.applicationStatusId,
        description: `Business tax ${head.year} ${quarters(selection)}, BIN ${head.bin}`,
        descriptionFil: `Buwis sa negosyo ${head.year} ${quartersFil(selection)}, BIN ${head.bin}`,
        // What is owed: the tax with its surcharge and interest (§3 total_amount), not the tax alone.
        amount: selection.totalAmount,
        subject: btaxSubject(billIds, {
          source: head.source,
          bin: head.bin,
          valid_id_to_present: input.validIdToPresent,
        }),
      },
    },
    now,
  );
}
