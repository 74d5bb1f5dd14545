import type { Tx } from '../client';
import { novNotices, novViolations } from '../violations-fees-schema';

// A notice paid at the treasury counter, not through the portal: no transaction has id 0.
const PAID_ELSEWHERE = 0;

/** The demo notices of violation (README, "Demo data"): number and PIN of each case. */
export const DEMO_NOVS = {
  /** Paid by the Playwright journey (tests/e2e/pay-violation.spec.ts): leave it to the journey. */
  journey: { novNo: '101-26-0312-0000001', pin: '4821' },
  /** The same notice again for that journey's retry (CI retries once; the first try paid the one above). */
  journeyRetry: { novNo: '101-26-0312-0000101', pin: '4812' },
  /** Two violations, for trying the form by hand. */
  twoViolations: { novNo: '101-26-0312-0000002', pin: '7305' },
  /** One violation. */
  oneViolation: { novNo: '101-26-0312-0000004', pin: '5517' },
  /** Paid already: the inquiry shows it, Pay is not offered. */
  paid: { novNo: '101-26-0312-0000003', pin: '1964' },
} as const;

type Violation = [name: string, article: string, centavos: number];

interface Notice {
  key: keyof typeof DEMO_NOVS;
  plateNo: string;
  issuedAt: string;
  violations: Violation[];
}

const JOURNEYS_NOTICE: Omit<Notice, 'key'> = {
  plateNo: 'NBC 1234',
  issuedAt: '2026-03-14T08:30:00+08:00',
  violations: [
    ['DISREGARDING TRAFFIC SIGNS', 'CITY ORDINANCE 12-2019 SEC. 5', 50_000],
    ['NO HELMET', 'RA 10054 SEC. 7', 150_000],
  ],
};

const NOTICES: Notice[] = [
  { key: 'journey', ...JOURNEYS_NOTICE },
  // The journey checks the plate, the amounts and the date: its retry's notice shows the same.
  { key: 'journeyRetry', ...JOURNEYS_NOTICE },
  {
    key: 'twoViolations',
    plateNo: 'ABC 5678',
    issuedAt: '2026-04-02T17:05:00+08:00',
    violations: [
      ['ILLEGAL PARKING', 'CITY ORDINANCE 08-2017 SEC. 3', 100_000],
      ['OBSTRUCTION', 'CITY ORDINANCE 08-2017 SEC. 4', 50_000],
    ],
  },
  {
    key: 'oneViolation',
    plateNo: 'XYZ 2468',
    issuedAt: '2026-05-20T10:15:00+08:00',
    violations: [['SMOKING IN A PUBLIC PLACE', 'CITY ORDINANCE 03-2016 SEC. 2', 50_000]],
  },
  {
    key: 'paid',
    plateNo: 'DEF 9012',
    issuedAt: '2026-01-09T13:45:00+08:00',
    violations: [['COLORUM OPERATION', 'CITY ORDINANCE 21-2020 SEC. 9', 200_000]],
  },
];

/** Inserts the demo notices and their violations; notices already there are left alone. */
export async function seedNovNotices(tx: Tx) {
  for (const notice of NOTICES) {
    const { novNo, pin } = DEMO_NOVS[notice.key];
    const [row] = await tx
      .insert(novNotices)
      .values({
        novNo,
        pin,
        plateNo: notice.plateNo,
        issuedAt: new Date(notice.issuedAt),
        paidTransactionId: notice.key === 'paid' ? PAID_ELSEWHERE : null,
      })
      .onConflictDoNothing()
      .returning({ id: novNotices.id });
    if (!row) continue;
    await tx.insert(novViolations).values(
      notice.violations.map(([name, article, amount], position) => ({
        noticeId: row.id,
        position,
        name,
        article,
        amount,
      })),
    );
  }
}
