import { isPaid, type PaidState } from './property-standing';

/** A property the roll does not show paid through a quarter, and the first quarter it owes. */
export interface UnpaidProperty {
  pin: string;
  /** The first quarter index not paid; null when the roll records no payment of it at all. */
  from: number | null;
}

/**
 * The properties not paid through quarter index `through` (year × 4 + quarter − 1), by the roll's
 * paid-through and the quarters paid through the portal, in the order given: what a real property
 * tax clearance is refused for (issue 27: "every property of the owner paid through the current
 * quarter").
 */
export function unpaidThrough(
  properties: readonly { pin: string; paid: PaidState }[],
  through: number,
): UnpaidProperty[] {
  return properties.flatMap(({ pin, paid }): UnpaidProperty[] => {
    if (paid.importedPaidThrough === null) return [{ pin, from: null }];
    for (let q = paid.importedPaidThrough + 1; q <= through; q++) {
      if (!isPaid(paid, q)) return [{ pin, from: q }];
    }
    return [];
  });
}
