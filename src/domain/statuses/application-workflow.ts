import { statusInfo, type StatusState } from './application-statuses';

/** One status an application passes through: what the taxpayer reads, and where it may go next. */
export interface WorkflowStatus {
  /** The §3 value, which is also its label. */
  value: string;
  state: StatusState;
  description: { en: string; fil: string };
  /** The statuses this one may move to; none for a final status. */
  next: readonly string[];
}

// §3 lists the statuses but not their transitions ("not shown"); this is the path an application
// takes through the office (issue 18): filed → assessed → billed (SOA) → paid → printed → released,
// returned for resubmission or rejected while it is reviewed. Payment moves forward only.
// [value, next statuses, Filipino description]; the English description and colour are §3's table.
// Beside that path, the optional steps a kind may declare (src/domain/applications/kind-workflow.ts
// keeps each kind to its own): laboratory tests (whose passing generates the certificate) or an
// appointment after review, approval straight to printing for a free kind, and printed, then
// picked up or delivered.
const REVIEWED = ['FOR ASSESSMENT (ADMIN)', 'FOR ASSESSMENT (TREASURY)', 'FOR PRINTING'];
const ROWS: ReadonlyArray<readonly [string, readonly string[], string]> = [
  [
    'PENDING',
    [
      'FOR ASSESSMENT (ADMIN)',
      'FOR ASSESSMENT (TREASURY)',
      'PENDING LAB TEST',
      'FOR APPOINTMENT',
      'FOR PRINTING',
      'FOR RESUBMISSION',
      'REJECTED',
      'CANCELLED',
    ],
    'Naipasa ang iyong aplikasyon at hinihintay itong maproseso.',
  ],
  // The laboratory records each test's result; once all have passed the certificate is generated
  // (only through the recorded results: lab-results.ts), and the office goes on from there.
  [
    'PENDING LAB TEST',
    ['HEALTH CERTIFICATE GENERATED', 'FOR RESUBMISSION', 'REJECTED'],
    'Hinihintay ang resulta ng iyong laboratory test.',
  ],
  [
    'HEALTH CERTIFICATE GENERATED',
    [...REVIEWED, 'FOR APPOINTMENT'],
    'Nagawa na ang iyong health certificate.',
  ],
  [
    'FOR APPOINTMENT',
    [...REVIEWED, 'FOR RESUBMISSION', 'REJECTED', 'CANCELLED'],
    'Mangyaring tuparin ang iyong appointment sa opisina.',
  ],
  [
    'FOR ASSESSMENT (ADMIN)',
    ['FOR ASSESSMENT (TREASURY)', 'WAITING FOR PAYMENT', 'COMPUTED', 'FOR RESUBMISSION', 'REJECTED'],
    'Tinatasa ng administrator ang iyong aplikasyon.',
  ],
  [
    'FOR ASSESSMENT (TREASURY)',
    ['WAITING FOR PAYMENT', 'COMPUTED', 'FOR RESUBMISSION', 'REJECTED'],
    'Tinatasa ng ingat-yaman ang iyong aplikasyon.',
  ],
  // Assessed below the fee schedule by more than the LGU's share (issue 25): nothing is payable
  // until a second officer approves (to WAITING FOR PAYMENT with the SOA) or rejects it (assessed again).
  [
    'COMPUTED',
    ['WAITING FOR PAYMENT', 'FOR REASSESSMENT'],
    'Nakuwenta na ang iyong mga bayarin at hinihintay ang pag-apruba ng ikalawang opisyal. Wala pang babayaran.',
  ],
  // The taxpayer corrects and submits again (back to PENDING), or gives up.
  ['FOR RESUBMISSION', ['PENDING', 'CANCELLED'], 'Pakiwasto ang iyong aplikasyon at ipasa itong muli.'],
  [
    'WAITING FOR PAYMENT',
    ['PAID', 'PAYMENT FAILED', 'EXPIRED SOA', 'FOR REASSESSMENT'],
    'Hindi pa bayad ang iyong aplikasyon.',
  ],
  // The gateway's failed attempt (settlement sets it): paid again, or its SOA expires meanwhile.
  [
    'PAYMENT FAILED',
    ['PAID', 'EXPIRED SOA', 'FOR REASSESSMENT'],
    'Hindi natuloy ang bayad. Maaari mong subukang magbayad muli.',
  ],
  // An expired statement of account is regenerated (regenerate_soa); money already under way still settles.
  [
    'EXPIRED SOA',
    ['WAITING FOR PAYMENT', 'PAID', 'FOR REASSESSMENT'],
    'Napaso ang statement of account; humiling ng bago.',
  ],
  [
    'FOR REASSESSMENT',
    ['FOR ASSESSMENT (ADMIN)', 'FOR ASSESSMENT (TREASURY)', 'WAITING FOR PAYMENT', 'COMPUTED'],
    'Muling tatasahin ang iyong aplikasyon.',
  ],
  // Paid, the office may still find it cannot serve the application (a record not found, a service
  // stopped): it rejects it with the reason, and the payer may ask for a refund (issue 27).
  ['PAID', ['FOR PRINTING', 'REJECTED'], 'Natanggap ang bayad.'],
  // Released at the office as soon as it is printed, or, for a kind that hands its document over
  // (pick-up or delivery), printed first and then handed over the way the applicant chose.
  [
    'FOR PRINTING',
    ['RELEASED', 'PRINTED', 'REJECTED'],
    'Ipini-print ang iyong dokumento; magpapadala ng SMS kapag na-print na.',
  ],
  ['PRINTED', ['FOR PICK-UP', 'FOR DELIVERY'], 'Na-print na ang iyong dokumento.'],
  ['FOR PICK-UP', ['RELEASED'], 'Handa nang kunin sa opisina ang iyong dokumento.'],
  ['FOR DELIVERY', ['RELEASED'], 'Idinideliber na ang iyong dokumento.'],
  ['RELEASED', [], 'Inilabas na ang iyong dokumento.'],
  ['REJECTED', [], 'Tinanggihan ang iyong aplikasyon.'],
  ['CANCELLED', [], 'Kinansela ang transaksyong ito.'],
];

/** The application statuses (DESIGN.md "Statuses as a table"): label, colour, description, next. */
export const APPLICATION_WORKFLOW: readonly WorkflowStatus[] = ROWS.map(([value, next, fil]) => {
  const info = statusInfo(value);
  return { value, state: info.state, description: { en: info.description, fil }, next };
});

const BY_VALUE = new Map(APPLICATION_WORKFLOW.map((s) => [s.value, s]));

/** The status an application starts in. */
export const APPLICATION_FIRST_STATUS = 'PENDING';

/** A workflow status by value, or undefined for one applications never take. */
export const workflowStatus = (value: string): WorkflowStatus | undefined => BY_VALUE.get(value);

/** True when the table lets an application move from one status to the other. */
export function canMoveApplication(from: string, to: string): boolean {
  return BY_VALUE.get(from)?.next.includes(to) ?? false;
}
