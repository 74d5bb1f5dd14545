import { describe, expect, it } from 'vitest';
import { DEMO_BINS, demoBtaxBills } from './demo-btax-bills';
import { DEMO_RPT_OWNERS, demoRptRoll } from './demo-rpt';

// A journey's retry pays its reserved record's twin (tests/e2e/retry-twin.ts) and checks the same
// amounts, periods and states on screen: each twin must hold what its first-try record holds.
const now = new Date('2026-06-15T04:00:00Z');
const retryKeys = <K extends string>(ids: Record<K, string>) =>
  (Object.keys(ids) as K[]).filter((k) => k.endsWith('Retry'));

describe('the demo twins of the records journeys pay', () => {
  const bills = demoBtaxBills(now);
  const billsOf = (bin: string) =>
    bills
      .filter((b) => b.bin === bin)
      .map((b) => [b.source, b.year, b.period, b.amount, b.extra, b.paidTransactionId, b.ownerName]);

  it('gives each business tax bill a journey pays a twin BIN with the same bills', () => {
    const keys = retryKeys(DEMO_BINS);
    expect(keys).toHaveLength(9);
    for (const key of keys) {
      const first = DEMO_BINS[key.replace(/Retry$/, '') as keyof typeof DEMO_BINS];
      const twin = DEMO_BINS[key];
      expect(twin, key).not.toBe(first);
      expect(billsOf(twin).length, key).toBeGreaterThan(0);
      expect(billsOf(twin), key).toEqual(billsOf(first));
    }
  });

  it('gives each real property owner a journey pays a twin owner with the same properties', () => {
    const roll = demoRptRoll(now);
    const propertiesOf = (owner: string) =>
      roll
        .filter((p) => p.ownerId === owner)
        .map((p) => [p.kind, p.classification, p.assessedValue, p.importedPaidThrough]);
    const keys = retryKeys(DEMO_RPT_OWNERS);
    expect(keys).toEqual(['journeyRetry', 'clearanceRetry']);
    for (const key of keys) {
      const first = DEMO_RPT_OWNERS[key.replace(/Retry$/, '') as keyof typeof DEMO_RPT_OWNERS];
      expect(propertiesOf(DEMO_RPT_OWNERS[key]).length, key).toBeGreaterThan(0);
      expect(propertiesOf(DEMO_RPT_OWNERS[key]), key).toEqual(propertiesOf(first));
    }
  });
});
