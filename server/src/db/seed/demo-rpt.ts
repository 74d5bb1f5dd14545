import { manilaDateParts } from '@/domain/format/manila-date';
import { quarterIndex } from '@/domain/property-tax/quarter-index';
import type { Tx } from '../client';
import { rptProperties } from '../property-tax-schema';

type NewProperty = typeof rptProperties.$inferInsert;

/** The demo owner IDs (README, "Demo data"): one per case, and one per journey that pays. */
export const DEMO_RPT_OWNERS = {
  /** Every list at once: ready land, paid building (advance), delinquent machinery. */
  mixed: 'RPT000001',
  /** Everything of Y paid: Y+1 is ready with the advance discount. */
  paidAhead: 'RPT000002',
  /** Only delinquent properties: the Municipal Office banner. */
  delinquent: 'RPT000003',
  /** Reserved for the Playwright journey: one land property, Y ready (it pays it). */
  journey: 'RPT000004',
  /** The same for that journey's retry (CI retries once; the first try paid RPT000004). */
  journeyRetry: 'RPT000008',
  /** Reserved for the keyboard-only and other journeys: a land and a building, Y ready. */
  keyboard: 'RPT000005',
  /** Reserved for the tax clearance journey: one land, Y unpaid (refused, then paid, then cleared). */
  clearance: 'RPT000006',
  /** The same for that journey's retry (CI retries once; the first try paid RPT000006). */
  clearanceRetry: 'RPT000007',
} as const;

const property = (
  ownerId: string,
  ownerName: string,
  n: number,
  kind: NewProperty['kind'],
  pesos: number,
  paidThrough: number | null,
): NewProperty => ({
  ownerId,
  ownerName,
  pin: `120-01-001-00${ownerId.slice(-1)}-${String(n).padStart(3, '0')}`,
  arpNo: `AR-${ownerId.slice(-2)}-${String(n).padStart(5, '0')}`,
  barangay: 'POBLACION',
  surveyNo: kind === 'LAND' ? `PSD-04-${ownerId.slice(-3)}${n}` : null,
  kind,
  classification: kind === 'MACHINERY' ? 'INDUSTRIAL' : 'RESIDENTIAL',
  assessedValue: pesos * 100,
  importedPaidThrough: paidThrough,
});

/** The demo assessment roll; Y = the current year when seeded. */
export function demoRptRoll(now: Date): NewProperty[] {
  const y = manilaDateParts(now).year;
  const through = (year: number) => quarterIndex(year, 4);
  const o = DEMO_RPT_OWNERS;
  return [
    property(o.mixed, 'JUAN DELA CRUZ', 1, 'LAND', 150_000, through(y - 1)),
    property(o.mixed, 'JUAN DELA CRUZ', 2, 'BUILDING', 480_000, through(y)),
    property(o.mixed, 'JUAN DELA CRUZ', 3, 'MACHINERY', 90_000, through(y - 3)),
    property(o.paidAhead, 'MARIA SANTOS', 1, 'LAND', 200_000, through(y)),
    property(o.delinquent, 'PEDRO REYES', 1, 'LAND', 75_000, through(y - 2)),
    property(o.delinquent, 'PEDRO REYES', 2, 'BUILDING', 120_000, null),
    property(o.journey, 'ANA GARCIA', 1, 'LAND', 100_000, through(y - 1)),
    property(o.journeyRetry, 'ANITA GARCIA', 1, 'LAND', 100_000, through(y - 1)),
    property(o.keyboard, 'JOSE RIZAL', 1, 'LAND', 100_000, through(y - 1)),
    property(o.keyboard, 'JOSE RIZAL', 2, 'BUILDING', 250_000, through(y - 1)),
    property(o.clearance, 'LUZ VALDEZ', 1, 'LAND', 100_000, through(y - 1)),
    property(o.clearanceRetry, 'LEA VALDEZ', 1, 'LAND', 100_000, through(y - 1)),
  ];
}

/** Seeds the demo roll (properties already there are left as they are). */
export async function seedRptRoll(tx: Tx) {
  await tx.insert(rptProperties).values(demoRptRoll(new Date())).onConflictDoNothing();
}
