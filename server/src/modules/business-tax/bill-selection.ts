import type { BtaxBill } from './bill-queries';

/** What one billing charges: one or more unpaid bills of a BIN, summed, from one quarter to another. */
export interface BillSelection {
  bills: BtaxBill[];
  /** The bill whose names and dates the screens show (the first one). */
  head: BtaxBill;
  /** Centavos. */
  amount: number;
  /** Centavos, with the surcharges an import may carry in `extra.total_amount`. */
  totalAmount: number;
  qtrFrom: number;
  qtrTo: number;
}

const totalOf = (bill: BtaxBill): number =>
  typeof bill.extra.total_amount === 'number' ? bill.extra.total_amount : bill.amount;

/** One bill as imported: its own quarters, or the quarter it is for, or the whole year (period 0). */
export function singleBill(bill: BtaxBill): BillSelection {
  return {
    bills: [bill],
    head: bill,
    amount: bill.amount,
    totalAmount: totalOf(bill),
    qtrFrom: bill.qtrFrom ?? (bill.period || 1),
    qtrTo: bill.qtrTo ?? (bill.period || 4),
  };
}

/**
 * The unpaid installments of one year up to a quarter (quarterly taxes, LGC §165). Paying starts
 * at the first unpaid quarter, so earlier ones cannot be skipped; a yearly bill (period 0) is the
 * whole year whatever quarter is asked. `bills` must be one year's unpaid bills sorted by period.
 */
export function installmentsUpTo(bills: readonly BtaxBill[], upTo = 4): BillSelection | null {
  const [first] = bills;
  if (!first) return null;
  if (first.period === 0) return singleBill(first);
  const chosen = bills.filter((b) => b.period <= upTo);
  const last = chosen.at(-1);
  if (!last) return null;
  return {
    bills: chosen,
    head: first,
    amount: chosen.reduce((sum, b) => sum + b.amount, 0),
    totalAmount: chosen.reduce((sum, b) => sum + totalOf(b), 0),
    qtrFrom: first.period,
    qtrTo: last.period,
  };
}
