import { describe, expect, it } from 'vitest';
import { formatPeso } from './format-peso';

describe('formatPeso', () => {
  it('formats en-PH with two decimals', () => {
    expect(formatPeso(1234.5)).toBe('1,234.50');
    expect(formatPeso(0)).toBe('0.00');
    expect(formatPeso('1000000')).toBe('1,000,000.00');
  });

  it('adds the peso sign for RPT totals', () => {
    expect(formatPeso(1234.5, { sign: true })).toBe('₱1,234.50');
    expect(formatPeso(-20, { sign: true })).toBe('-₱20.00');
  });

  it('agrees with Intl en-PH currency formatting', () => {
    const intl = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' });
    for (const amount of [0.5, 12, 1234.56, 987654321.1])
      expect(formatPeso(amount, { sign: true })).toBe(intl.format(amount));
  });

  it('rounds half-up at the centavo', () => expect(formatPeso(2.675)).toBe('2.68'));

  it('shows nothing rather than a wrong figure for a non-amount', () => {
    expect(formatPeso(Number.NaN)).toBe('');
    expect(formatPeso('n/a')).toBe('');
  });
});

describe('formatPeso in Filipino', () => {
  it('writes amounts as Intl fil-PH does: the same digits and sign as en-PH', () => {
    const intl = new Intl.NumberFormat('fil-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const amount of [0, 0.5, 20, 1234.5, 987654321.1])
      expect(formatPeso(amount)).toBe(intl.format(amount));
  });

  it('keeps every centavo of a very large amount', () =>
    expect(formatPeso('9007199254740.99')).toBe('9,007,199,254,740.99'));
});
