import { and, eq } from 'drizzle-orm';
import type { RptPropertyChoice, RptQuarterInquiry } from '@/domain/contracts/property-tax';
import { manilaDateParts } from '@/domain/format/manila-date';
import { formatCentavos } from '@/domain/money/centavos';
import type { RptRates } from '@/domain/property-tax/rpt-rates';
import { allows, canMove } from '@/domain/statuses/status-transitions';
import type { Db } from '../../db/client';
import { checkouts, transactionHistories } from '../../db/payments-schema';
import { NotFoundError, ValidationError } from '../../http/http-errors';
import { createMemo } from '../../http/memo';
import { pricedMonth } from './claim-rpt-quarters';
import { createRptBilling } from './create-rpt-billing';
import { priceBilled } from './rpt-billed-price';
import { ownerLists, priceChoices, type ViewInput } from './rpt-owner-view';
import { ownerState } from './rpt-queries';
import { rptTotal } from './rpt-records';
import { readRptRates } from './rpt-settings';
import { rptBilledProperties, rptQuarterKeys } from './rpt-subject';
import { billBeingPaid } from '../../billing/bill-being-paid';

export interface PropertyTaxDeps {
  db: Db;
  now?: () => Date;
  /** How long the rates stay in memory (CONTENT_CACHE_SECONDS); 0 reads them every time. */
  cacheMs?: number;
}

type Row = typeof transactionHistories.$inferSelect;

/**
 * Real property tax (§2.11, §7.2): an owner's lists for a year, calculating, billing, and the
 * billing's later calls (docs/api-property-tax.md). Every amount is computed here.
 */
export function createPropertyTaxService({ db, now = () => new Date(), cacheMs = 0 }: PropertyTaxDeps) {
  const ratesMemo = createMemo<RptRates>({ ttlMs: cacheMs, now: () => now().getTime(), max: 1 });
  const rates = () => ratesMemo.get('rates', () => readRptRates(db));

  async function viewOf(taxYear: number): Promise<ViewInput> {
    const { year, month } = manilaDateParts(now());
    return { taxYear, currentYear: year, paidIn: { year, month }, rates: await rates() };
  }

  /** One of the payer's property-tax transactions; 404 for another account's or another kind. */
  async function ownBilling(taxpayerId: number, id: number, database: Db = db): Promise<Row> {
    const [row] = await database
      .select()
      .from(transactionHistories)
      .where(and(eq(transactionHistories.id, id), eq(transactionHistories.taxpayerId, taxpayerId)));
    if (!row || rptBilledProperties(row.subject).length === 0)
      throw new NotFoundError('Transaction not found');
    return row;
  }

  async function inquiry(row: Row, view: ViewInput, database: Db = db): Promise<RptQuarterInquiry['data']> {
    const current = await priceBilled(database, rptBilledProperties(row.subject), view.paidIn, view.rates);
    return {
      type: 'rpt_billings',
      id: String(row.id),
      attributes: {
        status: row.status,
        reference_number: row.referenceNumber,
        owner_id: String(row.subject.owner_id),
        year: Number(row.subject.year),
        quarters: current.quarters,
        amount: row.amount,
        amount_human: formatCentavos(row.amount, { sign: true }),
        current_amount: current.amount,
        current_amount_human: formatCentavos(current.amount, { sign: true }),
      },
      relationships: { transaction_history: { data: { type: 'transaction_histories', id: String(row.id) } } },
    };
  }

  return {
    now,

    /** The §2.11 lists of an owner for a tax year, as this payer sees them (their pending billings). */
    async list(taxpayerId: number, ownerId: string, taxYear: number) {
      const { ready: _ready, ...lists } = ownerLists(
        await ownerState(db, ownerId, taxpayerId),
        await viewOf(taxYear),
      );
      return lists;
    },

    /** Every ready property, the chosen ones priced for their period and selected; total of the chosen. */
    async calculate(taxpayerId: number, ownerId: string, taxYear: number, choices: RptPropertyChoice[]) {
      const { lists, chosen } = priceChoices(
        await ownerState(db, ownerId, taxpayerId),
        await viewOf(taxYear),
        choices,
      );
      const properties = lists.ready.map(
        (p) => chosen.find((c) => c.row.id === p.row.id)?.record ?? p.record,
      );
      // Whether another payer's checkout for any of these quarters is open (issue 25).
      const quarters = chosen.map(({ row, record }) => ({
        property_id: row.id,
        year: record.tax_year,
        quarters: [1, 2, 3, 4].filter((q) => q >= record.quarter_from && q <= record.period),
      }));
      const being_paid = await billBeingPaid(db, rptQuarterKeys(quarters), {
        now: now(),
        exceptTaxpayerId: taxpayerId,
      });
      return { properties, total: rptTotal(chosen.map((c) => c.record)), being_paid };
    },

    /** Creates (or, pressed twice, returns) the payer's WAITING FOR PAYMENT transaction. */
    async createBilling(
      input: { taxpayerId: number; ownerId: string; applicationStatusId: number; validIdToPresent: string },
      taxYear: number,
      choices: RptPropertyChoice[],
    ) {
      const { chosen, transactionId } = await createRptBilling(
        db,
        { ...input, choices },
        await viewOf(taxYear),
        now(),
      );
      const properties = chosen.map((c) => c.record);
      return { properties, total: rptTotal(properties), transactionId };
    },

    /** `inquire_quarter`: the quarters a billing pays, paid or not, its amount and today's. */
    async inquireQuarter(taxpayerId: number, id: number) {
      const row = await ownBilling(taxpayerId, id);
      return inquiry(row, await viewOf(Number(row.subject.year)));
    },

    /**
     * `regenerate` (and `recompute_amount`): an unpaid billing's amount computed again for this
     * month (interest added at a month boundary, a discount gone after its date). Its open
     * checkouts at the old amount are retired; a billing some of whose quarters were paid
     * meanwhile cannot be regenerated (cancel it).
     */
    async regenerate(taxpayerId: number, id: number) {
      // Read before the transaction: with the embedded database one connection serves everything.
      const view = await viewOf(Number((await ownBilling(taxpayerId, id)).subject.year));
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(transactionHistories)
          .where(and(eq(transactionHistories.id, id), eq(transactionHistories.taxpayerId, taxpayerId)))
          .for('update');
        const row = locked && rptBilledProperties(locked.subject).length ? locked : undefined;
        if (!row) throw new NotFoundError('Transaction not found');
        if (!allows('pay', row.status)) {
          throw new ValidationError({
            status: [`Only an unpaid billing can be regenerated; this one is ${row.status}.`],
          });
        }
        const current = await priceBilled(tx, rptBilledProperties(row.subject), view.paidIn, view.rates);
        if (current.quarters.some((q) => q.paid)) {
          throw new ValidationError({
            status: [
              'Some of these quarters were paid meanwhile: cancel this billing and look the owner up again.',
            ],
          });
        }
        if (current.amount !== row.amount) {
          const at = now();
          await tx
            .update(checkouts)
            .set({ status: 'cancelled', updatedAt: at })
            .where(and(eq(checkouts.transactionId, id), eq(checkouts.status, 'pending')));
          await tx
            .update(transactionHistories)
            .set({
              amount: current.amount,
              subject: { ...row.subject, amount: current.amount, priced_in: pricedMonth(at) },
              updatedAt: at,
            })
            .where(eq(transactionHistories.id, id));
        }
        return inquiry({ ...row, amount: current.amount }, view, tx);
      });
    },

    /**
     * `rptax_clearance/{id}/resubmit`: a TAX CLEARANCE request the office sent back (FOR
     * RESUBMISSION) goes back to it as RECEIVED.
     */
    async resubmitClearance(taxpayerId: number, id: number) {
      const [row] = await db
        .select()
        .from(transactionHistories)
        .where(and(eq(transactionHistories.id, id), eq(transactionHistories.taxpayerId, taxpayerId)));
      if (!row || row.moduleType !== 'RPTAX' || row.transactionType !== 'TAX CLEARANCE') {
        throw new NotFoundError('Transaction not found');
      }
      if (row.status !== 'FOR RESUBMISSION' || !canMove(row.status, 'RECEIVED')) {
        throw new ValidationError({
          status: [
            `Only a clearance sent back for resubmission can be resubmitted; this one is ${row.status}.`,
          ],
        });
      }
      const [updated] = await db
        .update(transactionHistories)
        .set({ status: 'RECEIVED', updatedAt: now() })
        .where(eq(transactionHistories.id, id))
        .returning();
      return updated ?? row;
    },
  };
}

export type PropertyTaxService = ReturnType<typeof createPropertyTaxService>;
