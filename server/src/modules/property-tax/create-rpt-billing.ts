import { eq } from 'drizzle-orm';
import type { RptPropertyChoice } from '@/domain/contracts/property-tax';
import { withBillingLock } from '../../billing/bill-once';
import { createTransaction } from '../../billing/create-transaction';
import { transactionTypeOf } from '../../billing/transaction-type';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { rptBilledQuarters } from '../../db/property-tax-schema';
import { ValidationError } from '../../http/http-errors';
import { pricedMonth } from './claim-rpt-quarters';
import { RPT_TYPE_PROPERTY_KINDS, rptBillKind } from './rpt-bill-kind';
import { priceChoices, type PricedProperty, type ViewInput } from './rpt-owner-view';
import { ownerProperties, openBillings, paidStates } from './rpt-queries';
import { RPT_SUBJECT_KIND, type RptSubject } from './rpt-subject';

/** The transaction type a billing names, with the kind of property it pays for (null: any). */
async function rptTransactionType(db: Db, id: number) {
  const type = await transactionTypeOf(db, id, rptBillKind.transactionTypes);
  return { ...type, kind: RPT_TYPE_PROPERTY_KINDS[type.module]?.[type.name] ?? null };
}

export interface NewRptBilling {
  taxpayerId: number;
  ownerId: string;
  applicationStatusId: number;
  validIdToPresent: string;
  choices: readonly RptPropertyChoice[];
}

/**
 * Creates the WAITING FOR PAYMENT transaction for the chosen properties, priced again here (what
 * a client sends as an amount is never read), and records the quarters it bills. A property this
 * payer already billed and has not paid is refused, unless the request is that same billing again
 * (Pay Now pressed twice): then its transaction is returned.
 */
export async function createRptBilling(
  db: Db,
  input: NewRptBilling,
  view: ViewInput,
  now: Date,
): Promise<{ chosen: PricedProperty[]; transactionId: number }> {
  const type = await rptTransactionType(db, input.applicationStatusId);
  // This payer's billings in turn, so the pending check below cannot race an insert.
  return withBillingLock(db, rptBillKind, input.taxpayerId, async (tx) => {
    const rows = await ownerProperties(tx, input.ownerId);
    const open = await openBillings(tx, input.taxpayerId, input.ownerId);
    const state = { rows, paid: await paidStates(tx, rows), open };
    const again = sameBillingAgain(state.open, input.choices, rows);
    if (again !== null) {
      // The same quarters at the same amount: priced as if not billed yet, the amount must match.
      const same = priceChoices({ ...state, open: new Map() }, view, input.choices).chosen;
      const [billed] = await tx
        .select({ amount: transactionHistories.amount })
        .from(transactionHistories)
        .where(eq(transactionHistories.id, again));
      if (billed?.amount === same.reduce((sum, p) => sum + p.price.total, 0)) {
        return { chosen: same, transactionId: again };
      }
    }
    const { chosen } = priceChoices(state, view, input.choices);
    if (type.kind && chosen.some((p) => p.row.kind !== type.kind)) {
      throw new ValidationError({
        properties: [`This transaction type pays ${type.kind} properties only.`],
      });
    }
    const amount = chosen.reduce((sum, p) => sum + p.price.total, 0);
    if (amount <= 0)
      throw new ValidationError({ properties: ['There is nothing to pay for these properties.'] });
    const subject: RptSubject = {
      kind: RPT_SUBJECT_KIND,
      owner_id: input.ownerId,
      year: view.taxYear,
      priced_in: pricedMonth(now),
      amount,
      valid_id_to_present: input.validIdToPresent,
      // The levies it was priced with: the collections report splits it between their funds.
      basic_bp: view.rates.basicBp,
      sef_bp: view.rates.sefBp,
      properties: chosen.map((p) => ({
        property_id: p.row.id,
        pin: p.row.pin,
        year: view.taxYear,
        quarters: p.quarters,
      })),
    };
    const created = await createTransaction(
      tx,
      {
        taxpayerId: input.taxpayerId,
        moduleType: type.module,
        transactionType: type.name,
        applicationStatusId: input.applicationStatusId,
        description: `Real property tax ${view.taxYear}, owner ${input.ownerId}: ${chosen.map((p) => p.row.pin).join(', ')}`,
        descriptionFil: `Amilyar ${view.taxYear}, may-ari ${input.ownerId}: ${chosen.map((p) => p.row.pin).join(', ')}`,
        amount,
        subject: { ...subject },
      },
      now,
    );
    await tx.insert(rptBilledQuarters).values(
      chosen.flatMap((p) =>
        p.quarters.map((quarter) => ({
          transactionId: created.id,
          propertyId: p.row.id,
          year: view.taxYear,
          quarter,
        })),
      ),
    );
    return { chosen, transactionId: created.id };
  });
}

/**
 * Pay Now pressed twice: the transaction, when every chosen property is pending in one and the
 * same transaction that bills exactly them; null otherwise.
 */
function sameBillingAgain(
  open: ReadonlyMap<number, { transactionId: number }>,
  choices: readonly RptPropertyChoice[],
  rows: readonly { id: number; pin: string }[],
): number | null {
  const chosenIds = choices.map((c) => rows.find((r) => r.pin === c.pin.toUpperCase())?.id);
  const transactions = new Set(
    chosenIds.map((id) => (id === undefined ? undefined : open.get(id)?.transactionId)),
  );
  const [transactionId] = [...transactions];
  if (transactions.size !== 1 || transactionId === undefined) return null;
  const billed = [...open.values()].filter((o) => o.transactionId === transactionId).length;
  return billed === chosenIds.length ? transactionId : null;
}
