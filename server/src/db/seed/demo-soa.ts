import type { Tx } from '../client';
import { soas } from '../violations-fees-schema';

// Demo statements of account (README, "Statements of account"). Dates are relative to the day
// the seed runs, so the payable ones stay payable on any install.

/** Payable, and paid only by the Playwright journey (tests/e2e/pay-misc-fee.spec.ts). */
export const DEMO_SOA_JOURNEY = { soaNumber: 'SOA-2026-000101', payorName: 'MARIA SANTOS' };
/** The same for that journey's retry (CI retries once; the first try paid the one above). */
export const DEMO_SOA_JOURNEY_RETRY = { soaNumber: 'SOA-2026-001101', payorName: 'MARIA SANTOS' };
/** Payable, for trying the flow by hand. */
export const DEMO_SOA_PAYABLE = { soaNumber: 'SOA-2026-000102', payorName: 'JUAN DELA CRUZ' };
/** Expired: verification says so, and it cannot be paid. */
export const DEMO_SOA_EXPIRED = { soaNumber: 'SOA-2025-000201', payorName: 'JUAN DELA CRUZ' };
/** Already paid: verification says so, and it cannot be paid again. */
export const DEMO_SOA_PAID = { soaNumber: 'SOA-2025-000301', payorName: 'JUAN DELA CRUZ' };

const day = (base: Date, days: number) =>
  new Date(base.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** Inserts the demo SOAs, skipping any an operator's import already has. */
export async function seedDemoSoas(tx: Tx, now: Date = new Date()) {
  const journeys = {
    billDate: day(now, -3),
    amount: 250_000,
    office: "City Engineer's Office",
    description: 'Building permit assessment',
    expiresOn: day(now, 365),
  };
  await tx
    .insert(soas)
    .values([
      { ...DEMO_SOA_JOURNEY, ...journeys },
      { ...DEMO_SOA_JOURNEY_RETRY, ...journeys },
      {
        ...DEMO_SOA_PAYABLE,
        billDate: day(now, -3),
        amount: 75_050,
        office: "City Treasurer's Office",
        description: 'Market stall rental',
        expiresOn: day(now, 365),
      },
      {
        ...DEMO_SOA_EXPIRED,
        billDate: '2025-01-06',
        amount: 120_000,
        office: "City Treasurer's Office",
        description: 'Business permit penalties',
        expiresOn: '2025-02-05',
      },
      {
        ...DEMO_SOA_PAID,
        billDate: '2025-03-03',
        amount: 50_000,
        office: 'City Health Office',
        description: 'Sanitary permit',
        expiresOn: day(now, 365),
        // Paid at the office's counter before the portal: no portal transaction, only the mark.
        paidTransactionId: 0,
      },
    ])
    .onConflictDoNothing();
}
