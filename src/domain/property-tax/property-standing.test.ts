import { describe, expect, it } from 'vitest';
import { propertyStanding, type PaidState } from './property-standing';
import { formatPaidThrough, parsePaidThrough, quarterIndex } from './quarter-index';

const state = (paidThrough: string, portal: [number, number][] = []): PaidState => ({
  importedPaidThrough: parsePaidThrough(paidThrough) ?? null,
  portalPaid: new Set(portal.map(([y, q]) => quarterIndex(y, q))),
});

describe('the list a property falls in', () => {
  it('reads paid_through as the roll writes it', () => {
    expect(parsePaidThrough('2025-4')).toBe(quarterIndex(2025, 4));
    expect(parsePaidThrough('')).toBeNull();
    expect(parsePaidThrough('2025-5')).toBeUndefined();
    expect(formatPaidThrough(quarterIndex(2026, 1))).toBe('2026-1');
  });

  it('is delinquent when a past year is unpaid, or nothing was ever paid', () => {
    expect(propertyStanding(state('2024-4'), 2026, 2026, false)).toEqual({ list: 'deliquent' });
    expect(propertyStanding(state(''), 2026, 2026, false)).toEqual({ list: 'deliquent' });
    expect(propertyStanding(state('2025-3'), 2027, 2026, false)).toEqual({ list: 'deliquent' });
  });

  it('is ready with the quarters still unpaid, counting those paid through the portal', () => {
    expect(propertyStanding(state('2025-4'), 2026, 2026, false)).toEqual({
      list: 'properties',
      unpaid: [1, 2, 3, 4],
    });
    expect(propertyStanding(state('2026-1', [[2026, 2]]), 2026, 2026, false)).toEqual({
      list: 'properties',
      unpaid: [3, 4],
    });
  });

  it('is paid (advance) once the year is paid, pending while this payer has a billing for it', () => {
    expect(propertyStanding(state('2026-4'), 2026, 2026, false)).toEqual({ list: 'advance' });
    expect(propertyStanding(state('2027-4'), 2027, 2026, true)).toEqual({ list: 'advance' });
    expect(propertyStanding(state('2025-4'), 2026, 2026, true)).toEqual({ list: 'pending' });
  });

  it('waits for the years before a future year', () => {
    expect(propertyStanding(state('2026-2'), 2027, 2026, false)).toEqual({
      list: 'earlier_year_due',
      year: 2026,
    });
    expect(propertyStanding(state('2026-4'), 2027, 2026, false)).toMatchObject({ list: 'properties' });
  });
});
