import { describe, expect, it } from 'vitest';
import { quarterIndex } from './quarter-index';
import { unpaidThrough } from './unpaid-through';

const paid = (importedPaidThrough: number | null, portal: number[] = []) => ({
  importedPaidThrough,
  portalPaid: new Set(portal),
});
const q2026 = (quarter: number) => quarterIndex(2026, quarter);

describe('unpaidThrough (a tax clearance needs every property paid through the quarter)', () => {
  it('passes properties the roll or the portal shows paid through the quarter, and ahead of it', () => {
    expect(
      unpaidThrough(
        [
          { pin: 'A', paid: paid(q2026(2)) },
          { pin: 'B', paid: paid(q2026(4)) },
          { pin: 'C', paid: paid(quarterIndex(2025, 4), [q2026(1), q2026(2)]) },
        ],
        q2026(2),
      ),
    ).toEqual([]);
  });

  it('names each property short of the quarter with the first quarter it owes', () => {
    expect(
      unpaidThrough(
        [
          { pin: 'LAND', paid: paid(quarterIndex(2025, 4)) },
          { pin: 'PAID', paid: paid(q2026(2)) },
          // The portal paid the 2nd quarter but not the 1st: the 1st is owed.
          { pin: 'GAP', paid: paid(quarterIndex(2025, 4), [q2026(2)]) },
          { pin: 'OLD', paid: paid(quarterIndex(2023, 4)) },
        ],
        q2026(2),
      ),
    ).toEqual([
      { pin: 'LAND', from: q2026(1) },
      { pin: 'GAP', from: q2026(1) },
      { pin: 'OLD', from: quarterIndex(2024, 1) },
    ]);
  });

  it('names a property the roll records no payment of', () => {
    expect(unpaidThrough([{ pin: 'NEW', paid: paid(null, [q2026(1)]) }], q2026(1))).toEqual([
      { pin: 'NEW', from: null },
    ]);
  });
});
