import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { btaxBills } from '../../db/billing-schema';
import { transactionHistories } from '../../db/payments-schema';
import { isPgInteger } from '../../db/pg-integer';
import { applicationStatuses, systemModules } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../http/http-errors';
import { createTransaction } from '../transactions/create-transaction';
import type { BillSelection } from './bill-selection';

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

    const [existing] = await tx
      .select({ id: transactionHistories.id })
      .from(transactionHistories)
      .where(
        and(
          eq(transactionHistories.taxpayerId, taxpayerId),
          eq(transactionHistories.status, 'WAITING FOR PAYMENT'),
          eq(transactionHistories.amount, selection.amount),
          sql`${transactionHistories.subject}->>'kind' = 'btax_bill'`,
          sql`${transactionHistories.subject}->'bill_ids' = ${JSON.stringify(billIds)}::jsonb`,
        ),
      )
      .limit(1);
    if (existing) return existing.id;

    const { head } = selection;
    const created = await createTransaction(
      tx as unknown as Db,
      {
        taxpayerId,
        moduleType: type.module,
        transactionType: type.name,
        applicationStatusId: input.applicationStatusId,
        description: `Business tax ${head.year} ${quarters(selection)}, BIN ${head.bin}`,
        amount: selection.amount,
        subject: {
          kind: 'btax_bill',
          source: head.source,
          bill_id: head.id,
          bill_ids: billIds,
          bin: head.bin,
          valid_id_to_present: input.validIdToPresent,
        },
      },
      now,
    );
    return created.id;
  });
}
