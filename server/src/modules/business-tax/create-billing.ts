import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { TRANSACTION_ACTIONS } from '@/domain/statuses/status-transitions';
import type { Db } from '../../db/client';
import { btaxBills } from '../../db/billing-schema';
import { transactionHistories } from '../../db/payments-schema';
import { isPgInteger } from '../../db/pg-integer';
import { applicationStatuses, systemModules } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../http/http-errors';
import { createTransaction } from '../transactions/create-transaction';
import type { BillSelection } from './bill-selection';
import { BTAX_SUBJECT_KIND, btaxBillIds, btaxSubject } from './btax-subject';

// Modules whose transaction types pay a business tax bill (BTAX, and the Tier 1 permit's
// quarterly / delinquent payments, which use the same search, §2.8).
const BILLING_MODULES = ['BTAX', 'T_BPLS'];

export interface NewBilling {
  taxpayerId: number;
  applicationStatusId: number;
  validIdToPresent: string;
  selection: BillSelection;
}

/** The module and name of a business tax transaction type; a 422 on the field otherwise. */
async function transactionTypeOf(db: Db, id: number) {
  // An id no integer column can hold is no transaction type either (and would fail the query).
  const [row] = !isPgInteger(id)
    ? []
    : await db
        .select({ name: applicationStatuses.name, module: systemModules.name })
        .from(applicationStatuses)
        .innerJoin(systemModules, eq(systemModules.id, applicationStatuses.systemModuleId))
        .where(eq(applicationStatuses.id, id));
  if (!row || !BILLING_MODULES.includes(row.module)) {
    throw new ValidationError({ application_status_id: ['The selected Transaction Type is invalid.'] });
  }
  return row;
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
  const type = await transactionTypeOf(db, input.applicationStatusId);
  const billIds = selection.bills.map((b) => b.id);
  return db.transaction(async (tx) => {
    // Serialises concurrent creates by one taxpayer, so the look-up below cannot race an insert.
    await tx.execute(sql`select pg_advisory_xact_lock(${7_245_100}, ${taxpayerId})`);
    const stillUnpaid = await tx
      .select({ id: btaxBills.id })
      .from(btaxBills)
      .where(and(inArray(btaxBills.id, billIds), isNull(btaxBills.paidTransactionId)))
      .for('update');
    if (stillUnpaid.length !== billIds.length) throw new NotFoundError('No Record Found');

    // This taxpayer's unpaid business-tax billings: the same bills again reuse one; bills that
    // overlap another billing are refused, so one payer cannot pay a quarter twice (issue 10).
    const open = await tx
      .select({
        id: transactionHistories.id,
        reference: transactionHistories.referenceNumber,
        amount: transactionHistories.amount,
        subject: transactionHistories.subject,
      })
      .from(transactionHistories)
      .where(
        and(
          eq(transactionHistories.taxpayerId, taxpayerId),
          inArray(transactionHistories.status, [...TRANSACTION_ACTIONS.pay.from]),
          sql`${transactionHistories.subject}->>'kind' = ${BTAX_SUBJECT_KIND}`,
        ),
      )
      .orderBy(transactionHistories.id);
    const same = (ids: number[]) => ids.length === billIds.length && ids.every((id, i) => id === billIds[i]);
    const existing = open.find((o) => o.amount === selection.totalAmount && same(btaxBillIds(o.subject)));
    if (existing) return existing.id;
    const overlapping = open.find((o) => btaxBillIds(o.subject).some((id) => billIds.includes(id)));
    if (overlapping) {
      throw new ValidationError({
        bin: [
          `You already have an unpaid billing for some of these quarters (reference ${overlapping.reference}). Pay or cancel it in your transaction history first.`,
        ],
      });
    }

    const { head } = selection;
    const created = await createTransaction(
      tx,
      {
        taxpayerId,
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
      now,
    );
    return created.id;
  });
}
