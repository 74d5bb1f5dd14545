import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from '@/lib/i18n/locale';
import { switchLocale } from '@/lib/i18n/switch-locale';
import { billSummary, importColumns, quarterName } from './billing-columns';

afterEach(() => applyLocale('en'));

describe('billing columns and the bill summary', () => {
  it('name quarters and what Pay covers in the spec English', () => {
    expect([0, 1, 2, 3, 4, 5].map(quarterName)).toEqual(['1st', '1st', '2nd', '3rd', '4th', '4th']);
    expect(billSummary(2, 4, '11250')).toBe('2nd–4th quarter: ₱11,250.00');
    expect(billSummary(3, 3, '3750')).toBe('3rd quarter: ₱3,750.00');
    expect(billSummary(1, 4, '15376')).toBe('Whole year (1st–4th quarter): ₱15,376.00');
    expect(importColumns().map((c) => c.label)).toContain('TOTAL DUE');
  });

  it('speak Filipino once it is chosen, keeping BIN and peso amounts', async () => {
    await switchLocale('fil');
    expect(quarterName(2)).toBe('ika-2');
    expect(billSummary(2, 4, '11250')).toBe('ika-2 hanggang ika-4 na quarter: ₱11,250.00');
    expect(billSummary(1, 4, '15376')).toBe('Buong taon (ika-1 hanggang ika-4 na quarter): ₱15,376.00');
    expect(importColumns().map((c) => c.label)).toEqual(
      expect.arrayContaining(['BIN', 'HALAGA', 'KABUUANG BABAYARAN']),
    );
  });
});
