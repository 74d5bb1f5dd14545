/** How a status badge is coloured. */
export type StatusState = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** One transaction or application status of §3; its value is also its label. */
export interface StatusInfo {
  value: string;
  label: string;
  state: StatusState;
  description: string;
}

// [value, state, description]. §3 gives the descriptions of FOR PRINTING and WAITING FOR PAYMENT;
// the others say what the resident should expect. Transitions are not in the spec.
const ROWS: ReadonlyArray<readonly [string, StatusState, string]> = [
  ['PENDING', 'warning', 'Your application was submitted and is waiting to be processed.'],
  ['CANCELLED', 'neutral', 'This transaction was cancelled.'],
  ['PAYMENT FAILED', 'danger', 'The payment did not go through. You may try paying again.'],
  ['FOR RESUBMISSION', 'warning', 'Please correct your application and submit it again.'],
  ['EXPIRED REFERENCE NUMBER', 'danger', 'The payment reference number expired before it was paid.'],
  ['RECEIVED', 'info', 'Your application was received by the office.'],
  ['FOR CHECKING', 'info', 'Your application and requirements are being checked.'],
  ['FOR DELIVERY', 'info', 'Your document is out for delivery.'],
  ['FOR PRINTING', 'info', 'Your document is being printed; an SMS notification is sent once printed.'],
  ['FOR APPEARANCE', 'info', 'Please appear in person at the office.'],
  ['FOR APPOINTMENT', 'info', 'Please keep your appointment at the office.'],
  ['WAITING FOR PAYMENT', 'warning', 'Your application is not yet paid.'],
  ['REJECT', 'danger', 'Your application was rejected.'],
  ['REJECTED', 'danger', 'Your application was rejected.'],
  ['FOR ASSESSMENT (ADMIN)', 'info', 'Your application is being assessed by the administrator.'],
  ['FOR ASSESSMENT (TREASURY)', 'info', 'Your application is being assessed by the treasury.'],
  ['FINALIZED', 'success', 'Your application was finalized.'],
  ['PAID', 'success', 'Payment received.'],
  ['RELEASED', 'success', 'Your document was released.'],
  ['FOR PICK-UP', 'success', 'Your document is ready for pick-up at the office.'],
  ['APPROVED', 'success', 'Your application was approved.'],
  ['PENDING LAB TEST', 'warning', 'Waiting for your laboratory test results.'],
  ['PRINTED', 'success', 'Your document was printed.'],
  [
    'FOR REFUND APPROVAL',
    'warning',
    'We received a payment that could not be applied to your bill. No receipt was issued; the treasury will return the money to the account you paid from.',
  ],
  [
    'PROCESSING REFUND',
    'info',
    'The treasury approved your refund; the money is on its way back to the account you paid from.',
  ],
  [
    'COMPUTED',
    'info',
    "Your fees were computed and are waiting for a second officer's approval. There is nothing to pay yet.",
  ],
  ['SYNCED', 'success', 'Your transaction was recorded in the office system.'],
  ['HEALTH CERTIFICATE GENERATED', 'success', 'Your health certificate was generated.'],
  ['FOR REASSESSMENT', 'warning', 'Your application will be assessed again.'],
  ['EXPIRED SOA', 'danger', 'The statement of account expired; request a new one.'],
  ['ASSESSED BY PLANNING DEPARTMENT', 'info', 'The planning department finished its assessment.'],
  ['ASSESSED BY ENGINEERING DEPARTMENT', 'info', 'The engineering department finished its assessment.'],
  ['FOR ACCOUNT CREATION', 'info', 'An account is being created for your business.'],
  ['ASSESSED BY BPLO', 'info', 'The business permits and licensing office finished its assessment.'],
  ['VERIFIED', 'success', 'Your details were verified.'],
  ['ONGOING', 'info', 'Your application is being processed.'],
  ['REASSESSING', 'info', 'Your application is being assessed again.'],
  ['REASSESSMENT COMPLETED', 'success', 'The reassessment is complete.'],
];

/** Every application status of §3 with its label, colour state and description. */
export const APPLICATION_STATUSES: readonly StatusInfo[] = ROWS.map(([value, state, description]) => ({
  value,
  label: value,
  state,
  description,
}));

const BY_VALUE = new Map(APPLICATION_STATUSES.map((s) => [s.value, s]));

/** A status by value (case and spacing forgiven); an unknown one is shown neutral as it came. */
export function statusInfo(value: string): StatusInfo {
  const known = BY_VALUE.get(value.trim().toUpperCase().replace(/\s+/g, ' '));
  return known ?? { value, label: value, state: 'neutral', description: '' };
}
