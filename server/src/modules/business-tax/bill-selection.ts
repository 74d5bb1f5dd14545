import type { BtaxBill } from './bill-queries';

/** What one billing charges: one or more unpaid bills of a BIN, summed, from one quarter to another. */
export interface BillSelection {
  bills: BtaxBill[];
  /** The bill whose names and dates the screens show (the first one). */
  head: BtaxBill;
  /** Centavos: the tax itself, before surcharge and interest. */
  amount: number;
  /** Centavos: what is owed and charged, the tax with the surcharges an import carries in `extra.total_amount`. */
  totalAmount: number;
  qtrFrom: number;
  qtrTo: number;
}

/** A bill's total as its import computed it (§3 total_amount); the tax alone when it gave none. */
const totalOf = (bill: BtaxBill): number =>
  typeof bill.extra.total_amount === 'number' ? bill.extra.total_amount : bill.amount;

/** Consecutive unpaid bills of one year charged together, oldest first. */
function selectionOf(bills: BtaxBill[]): BillSelection | null {
  const [head] = bills;
  const last = bills.at(-1);
  if (!head || !last) return null;
  return {
    bills,
    head,
    amount: bills.reduce((sum, b) => sum + b.amount, 0),
    totalAmount: bills.reduce((sum, b) => sum + totalOf(b), 0),
    // An import may say which quarters a bill covers; else it covers its period, or the year (0).
    qtrFrom: head.qtrFrom ?? (head.period || 1),
    qtrTo: last.qtrTo ?? (last.period || 4),
  };
}

/**
 * THE rule of what a period pays, for every screen (§4, LGC §165): the unpaid installments of one
 * year from the first unpaid quarter up to `period`, so earlier ones cannot be skipped and the 4th
 * quarter pays the whole year; a yearly bill (period 0) is the whole year whatever is asked. With
 * no period (a screen that asks none) the first unpaid installment alone. `bills` must be one
 * year's unpaid bills sorted by period.
 */
export function installmentsCovered(bills: readonly BtaxBill[], period?: number): BillSelection | null {
  const [first] = bills;
  if (!first) return null;
  if (first.period === 0 || period === undefined) return selectionOf([first]);
  return selectionOf(bills.filter((b) => b.period <= period));
}
