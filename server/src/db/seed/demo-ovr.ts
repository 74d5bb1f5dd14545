import type { Tx } from '../client';
import { ovrTickets, type OvrViolation } from '../violations-fees-schema';

// A ticket paid at the treasury counter, not through the portal: no transaction has id 0.
const PAID_ELSEWHERE = 0;

/** The demo ordinance violation receipts (README, "Demo data"): number and last name of each case. */
export const DEMO_OVRS = {
  /** One fine, for trying the page by hand (the journey imports a ticket of its own). */
  littering: { ovrNo: 'OVR-2026-000101', lastName: 'DELA CRUZ' },
  /** Two ordinances violated, for trying the page by hand. */
  twoViolations: { ovrNo: 'OVR-2026-000102', lastName: 'SANTOS' },
  /** Paid already: the look-up shows it, no photo or payment is asked. */
  paid: { ovrNo: 'OVR-2026-000103', lastName: 'REYES' },
} as const;

const TICKETS: {
  key: keyof typeof DEMO_OVRS;
  violatorName: string;
  apprehendedAt: string;
  place: string;
  plateNo: string;
  violations: OvrViolation[];
}[] = [
  {
    key: 'littering',
    violatorName: 'JUAN P. DELA CRUZ',
    apprehendedAt: '2026-06-10T14:20:00+08:00',
    place: 'RIZAL AVENUE CORNER MABINI STREET',
    plateNo: '',
    violations: [{ ordinance: 'CITY ORDINANCE 2019-045 SEC. 3', violation: 'LITTERING', amount: 50_000 }],
  },
  {
    key: 'twoViolations',
    violatorName: 'ANA M. SANTOS',
    apprehendedAt: '2026-07-02T09:45:00+08:00',
    place: 'PUBLIC MARKET, POBLACION',
    plateNo: 'NAB 4321',
    violations: [
      {
        ordinance: 'CITY ORDINANCE 2017-008 SEC. 4',
        violation: 'LOADING IN A NO-LOADING ZONE',
        amount: 50_000,
      },
      { ordinance: 'CITY ORDINANCE 2017-008 SEC. 6', violation: 'OBSTRUCTING A SIDEWALK', amount: 100_000 },
    ],
  },
  {
    key: 'paid',
    violatorName: 'PEDRO REYES',
    apprehendedAt: '2026-02-14T18:10:00+08:00',
    place: 'PLAZA RIZAL',
    plateNo: '',
    violations: [
      { ordinance: 'CITY ORDINANCE 2016-003 SEC. 2', violation: 'SMOKING IN A PUBLIC PLACE', amount: 50_000 },
    ],
  },
];

/** Inserts the demo ordinance violation receipts; tickets already there are left alone. */
export async function seedOvrTickets(tx: Tx) {
  await tx
    .insert(ovrTickets)
    .values(
      TICKETS.map((t) => ({
        ovrNo: DEMO_OVRS[t.key].ovrNo,
        violatorName: t.violatorName,
        violatorLastName: DEMO_OVRS[t.key].lastName,
        apprehendedAt: new Date(t.apprehendedAt),
        place: t.place,
        plateNo: t.plateNo,
        violations: t.violations,
        totalAmount: t.violations.reduce((sum, v) => sum + v.amount, 0),
        paidTransactionId: t.key === 'paid' ? PAID_ELSEWHERE : null,
      })),
    )
    .onConflictDoNothing();
}
