import { quarterIndex } from './quarter-index';

/** Which §2.11 list a property falls in for the year asked. */
export type RptStanding =
  | { list: 'deliquent' }
  | { list: 'advance' }
  | { list: 'pending' }
  | { list: 'earlier_year_due'; year: number }
  | { list: 'properties'; unpaid: number[] };

export interface PaidState {
  /** The last quarter the roll says is paid (quarter index), null: never paid. */
  importedPaidThrough: number | null;
  /** Quarter indices paid through the portal. */
  portalPaid: ReadonlySet<number>;
}

/** Whether a quarter is paid, by the roll or through the portal. */
export const isPaid = (state: PaidState, index: number): boolean =>
  (state.importedPaidThrough !== null && index <= state.importedPaidThrough) || state.portalPaid.has(index);

/**
 * The list a property belongs to for `taxYear` (§2.11), in this order: a year before the current
 * one unpaid is delinquent (paid at the municipal office, never online); a paid year is listed as
 * paid (advance); a property this payer already billed and has not paid is pending; a future year
 * waits for the years before it; otherwise it is ready, with the quarters of the year still unpaid.
 */
export function propertyStanding(
  state: PaidState,
  taxYear: number,
  currentYear: number,
  hasPendingBilling: boolean,
): RptStanding {
  const firstThisYear = quarterIndex(currentYear, 1);
  // Never paid: some quarter long before this year is unpaid.
  if (state.importedPaidThrough === null) return { list: 'deliquent' };
  for (let i = state.importedPaidThrough + 1; i < firstThisYear; i++) {
    if (!isPaid(state, i)) return { list: 'deliquent' };
  }
  const unpaid = [1, 2, 3, 4].filter((q) => !isPaid(state, quarterIndex(taxYear, q)));
  if (unpaid.length === 0) return { list: 'advance' };
  if (hasPendingBilling) return { list: 'pending' };
  for (let i = firstThisYear; i < quarterIndex(taxYear, 1); i++) {
    if (!isPaid(state, i)) return { list: 'earlier_year_due', year: Math.floor(i / 4) };
  }
  return { list: 'properties', unpaid };
}
