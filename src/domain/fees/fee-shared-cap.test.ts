import { describe, expect, it } from 'vitest';
import { assessApplication } from './assess-application';
import { FeeScheduleError, parseFeeSchedule } from './fee-schedule';

// `max_with`: lines that share one cap (LGC §158 — a corporation's additional community tax on its
// real property and on its gross receipts, each ₱2.00 for every whole ₱5,000.00, together at most
// ₱10,000.00), worked by hand.
const schedule = parseFeeSchedule({
  fees: [],
  rules: {
    corporation: {
      lines: [
        { code: 'BASIC', label: 'Basic community tax', amount: '500.00' },
        {
          code: 'PROPERTY',
          label: 'Additional tax on real property',
          base: 'assessed_real_property',
          base_label: 'assessed value',
          per: { every: '5000.00', amount: '2.00' },
          max: '10000.00',
        },
        {
          code: 'RECEIPTS',
          label: 'Additional tax on gross receipts',
          base: 'gross_receipts',
          base_label: 'gross receipts',
          per: { every: '5000.00', amount: '2.00' },
          max: '10000.00',
          max_with: ['PROPERTY'],
        },
      ],
    },
  },
});
const assess = (payload: Record<string, string>) => assessApplication(schedule, 'corporation', payload);
const amounts = (payload: Record<string, string>) => assess(payload).lines.map((l) => [l.code, l.amount]);

describe('lines sharing one cap (max_with)', () => {
  it('charges each line in full while together they stay under the cap', () => {
    // ₱1,000,000 is 200 units (₱400.00); ₱2,500,000 is 500 units (₱1,000.00).
    expect(amounts({ assessed_real_property: '1000000', gross_receipts: '2500000' })).toEqual([
      ['BASIC', 50_000],
      ['PROPERTY', 40_000],
      ['RECEIPTS', 100_000],
    ]);
  });

  it('counts each base on its own: ₱4,999.99 and ₱9,999.99 are 0 and 1 whole units, not 2', () => {
    expect(assess({ assessed_real_property: '4999.99', gross_receipts: '9999.99' }).total).toBe(50_200);
  });

  it('charges the later line what the earlier left of the cap, and says so', () => {
    // ₱10,000,000 (₱4,000.00) and ₱20,000,000 (₱8,000.00): ₱6,000.00 is left for the receipts.
    const held = assess({ assessed_real_property: '10000000', gross_receipts: '20000000' });
    expect(held.lines[2]).toEqual({
      code: 'RECEIPTS',
      label: 'Additional tax on gross receipts',
      amount: 600_000,
      basis:
        '₱2.00 for every ₱5,000.00 of ₱20,000,000.00 gross receipts, at most ₱10,000.00 together with Additional tax on real property',
    });
    expect(held.total).toBe(1_050_000);
  });

  it('charges nothing more once an earlier line took the whole cap', () => {
    // ₱30,000,000 of real property is ₱12,000.00, held at ₱10,000.00 by its own cap.
    expect(amounts({ assessed_real_property: '30000000', gross_receipts: '5000000' })).toEqual([
      ['BASIC', 50_000],
      ['PROPERTY', 1_000_000],
      ['RECEIPTS', 0],
    ]);
  });

  it('refuses a shared cap without a max, or naming a line that is not above', () => {
    const bad = () =>
      parseFeeSchedule({
        fees: [],
        rules: {
          r: {
            lines: [
              { code: 'A', label: 'A', amount: '1.00', max_with: ['B'] },
              { code: 'B', label: 'B', amount: '1.00', max: '5.00', max_with: ['C'] },
            ],
          },
        },
      });
    expect(bad).toThrow(FeeScheduleError);
    expect(() => bad()).toThrow(/rules\.r\.lines\[0\]\.max_with: shares a max, so the line needs one/);
    expect(() => bad()).toThrow(/rules\.r\.lines\[1\]\.max_with: C of lines above/);
  });
});
