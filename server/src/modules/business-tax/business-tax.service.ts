import type { BtaxFlags, BtaxTransactionType } from '@/domain/contracts/business-tax';
import { manilaDateParts } from '@/domain/format/manila-date';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../http/http-errors';
import { createBillQueries, type BillSource, type BtaxBill } from './bill-queries';
import { createMemo } from '../../http/memo';
import { assertNotExpired } from './bill-expiry';
import { installmentsCovered, type BillSelection } from './bill-selection';
import { readBtaxFlags } from './billing-flags';
import { createBilling } from './create-billing';
import { btaxBillKeys } from './btax-subject';
import { billBeingPaid } from '../../billing/bill-being-paid';

export interface BillingDeps {
  db: Db;
  now?: () => Date;
  /**
   * How long the deployment flags and the unpaid bills of a BIN stay in memory
   * (CONTENT_CACHE_SECONDS); 0 reads them on every request.
   */
  cacheMs?: number;
  /** The content service's change counter: a flag changed in this process applies at once. */
  contentRevision?: () => number;
}

/** Search of the quarterly / delinquent screen (§2.10.1). */
export interface QuarterlySearch {
  bin: string;
  transactionType: BtaxTransactionType;
  year?: number | undefined;
  period?: number | undefined;
}

/**
 * Business tax bill look-ups for each import flavour (§7.1) and creating the billing a taxpayer
 * pays. Look-ups answer null when nothing is due ('No Record Found'), and a 422 for an expired bill.
 */
export function createBusinessTaxService({
  db,
  now = () => new Date(),
  cacheMs = 0,
  contentRevision = () => 0,
}: BillingDeps) {
  const bills = createBillQueries(db);
  const currentYear = () => manilaDateParts(now()).year;
  const clock = () => now().getTime();
  const flagsMemo = createMemo<BtaxFlags>({ ttlMs: cacheMs, now: clock, revision: contentRevision, max: 1 });
  // On deadline day one BIN is looked up again and again (each period change re-runs the search).
  // Another process's payment, or a CSV import into PostgreSQL, shows within cacheMs; creating
  // the billing checks again, inside its transaction, that the bills are still unpaid.
  let billsRevision = 0;
  const unpaidMemo = createMemo<readonly BtaxBill[]>({
    ttlMs: cacheMs,
    now: clock,
    revision: () => billsRevision,
    max: 5_000,
  });
  const unpaidOfYear = (source: BillSource, bin: string, year: number) =>
    unpaidMemo.get(`${source}|${bin}|${year}`, () => bills.unpaidOfYear(source, bin, year));
  // Every look-up and billing goes through here: an expired bill is refused, never charged.
  const payable = (selection: BillSelection | null) => {
    if (selection) assertNotExpired(selection.bills, now());
    return selection;
  };

  return {
    now,
    /** A payment settled in this process: the bills it paid stop being offered at once. */
    forgetUnpaidBills: () => {
      billsRevision++;
    },
    /**
     * The deployment flags that shape the forms, kept as long as the content API keeps its
     * answers (CONTENT_CACHE_SECONDS), so a CLI change applies within that time.
     */
    flags: (): Promise<BtaxFlags> => flagsMemo.get('flags', () => readBtaxFlags(db)),

    /**
     * True while another payer's checkout for any of these bills is open (issue 25): the bill
     * screen says so before Pay. Never cached: it changes by the minute.
     */
    beingPaid: (selection: BillSelection, taxpayerId: number) =>
      billBeingPaid(db, btaxBillKeys(selection.bills.map((b) => b.id)), {
        now: now(),
        exceptTaxpayerId: taxpayerId,
      }),

    /**
     * API imports: the installments the period covers in the year asked; without a year (its flag
     * hides it) the oldest year in which the period covers any.
     */
    async findApiBill(q: { bin: string; year?: number | undefined; period?: number | undefined }) {
      const years = q.year === undefined ? (await bills.unpaidYears('API', q.bin)).reverse() : [q.year];
      for (const year of years) {
        const selection = installmentsCovered(await unpaidOfYear('API', q.bin, year), q.period);
        if (selection) return payable(selection);
      }
      return null;
    },

    /** CSV imports (BIN only): the first unpaid installment of the oldest unpaid year. */
    async findCsvBill(q: { bin: string }) {
      const [oldest] = (await bills.unpaidYears('CSV', q.bin)).reverse();
      if (oldest === undefined) return null;
      return payable(installmentsCovered(await unpaidOfYear('CSV', q.bin, oldest)));
    },

    /** Manual billing: one year's installments up to `qtrTo` (default the 4th, the whole year). */
    async findManualBill(q: { bin: string; year: number; qtrTo?: number | undefined }) {
      return payable(installmentsCovered(await unpaidOfYear('MANUAL', q.bin, q.year), q.qtrTo ?? 4));
    },

    /** Years with unpaid manual bills, newest first (empty: 'No unpaid years found.'). */
    unpaidManualYears: (bin: string) => bills.unpaidYears('MANUAL', bin),

    /**
     * Quarterly: this year's installments the period covers. Delinquent: a past year in full; the
     * current year is not delinquent yet (§4 disables it).
     */
    async searchBill(q: QuarterlySearch): Promise<BillSelection | null> {
      if (q.transactionType === 'QUARTERLY') {
        return payable(installmentsCovered(await unpaidOfYear('API', q.bin, currentYear()), q.period ?? 4));
      }
      if (q.year === undefined || q.year >= currentYear()) return null;
      return payable(installmentsCovered(await unpaidOfYear('API', q.bin, q.year), 4));
    },

    /** Creates (or reuses) the taxpayer's WAITING FOR PAYMENT transaction; 404 when nothing is due. */
    async createBilling(
      selection: BillSelection | null,
      input: { taxpayerId: number; applicationStatusId: number; validIdToPresent: string },
    ): Promise<{ selection: BillSelection; transactionId: number }> {
      if (!selection) throw new NotFoundError('No Record Found');
      const transactionId = await createBilling(db, { ...input, selection }, now());
      return { selection, transactionId };
    },
  };
}

export type BusinessTaxService = ReturnType<typeof createBusinessTaxService>;
