// The statuses each §3 status may move to (DESIGN.md "Statuses as a table"). §3 lists the
// statuses but not their transitions, so these follow the office workflow the descriptions
// imply. The payment states only move forward: nothing leaves PAID for an unpaid status.

const UNPAID = ['WAITING FOR PAYMENT', 'PAYMENT FAILED'] as const;

// Where a paid transaction may go next: the office's fulfilment, or a refund.
const AFTER_PAYMENT = [
  'FOR CHECKING',
  'FOR PRINTING',
  'PRINTED',
  'FOR PICK-UP',
  'FOR DELIVERY',
  'RELEASED',
  'FINALIZED',
  'SYNCED',
  'HEALTH CERTIFICATE GENERATED',
  'FOR REFUND APPROVAL',
] as const;

// Where an application under review may go next.
const REVIEW = [
  'RECEIVED',
  'FOR CHECKING',
  'FOR ASSESSMENT (ADMIN)',
  'FOR ASSESSMENT (TREASURY)',
  'ASSESSED BY PLANNING DEPARTMENT',
  'ASSESSED BY ENGINEERING DEPARTMENT',
  'ASSESSED BY BPLO',
  'FOR ACCOUNT CREATION',
  'FOR APPEARANCE',
  'FOR APPOINTMENT',
  'PENDING LAB TEST',
  'VERIFIED',
  'ONGOING',
  'COMPUTED',
  'FOR RESUBMISSION',
  'FOR REASSESSMENT',
  'REASSESSING',
  'REASSESSMENT COMPLETED',
  'APPROVED',
  'WAITING FOR PAYMENT',
  'REJECT',
  'REJECTED',
  'CANCELLED',
] as const;

const others = (self: string) => REVIEW.filter((s) => s !== self);

/** Status → the statuses it may move to. Statuses absent here (and terminal ones) move nowhere. */
export const STATUS_TRANSITIONS: Readonly<Record<string, readonly string[]>> = {
  PENDING: REVIEW,
  ...Object.fromEntries(
    REVIEW.filter((s) => !['WAITING FOR PAYMENT', 'REJECT', 'REJECTED', 'CANCELLED'].includes(s)).map((s) => [
      s,
      others(s),
    ]),
  ),
  // A payment may fail and be tried again; a reference not paid in time expires (§9: pay within the day).
  // Money the gateway took that cannot settle the bill (another transaction paid it first, or the
  // amount is not the bill's) waits for the treasury's refund: FOR REFUND APPROVAL.
  'WAITING FOR PAYMENT': [
    'PAID',
    'PAYMENT FAILED',
    'EXPIRED REFERENCE NUMBER',
    'CANCELLED',
    'FOR REFUND APPROVAL',
  ],
  'PAYMENT FAILED': ['PAID', 'EXPIRED REFERENCE NUMBER', 'CANCELLED', 'FOR REFUND APPROVAL'],
  // Money the gateway confirms is never ignored: a payment already under way when the reference
  // expired still settles (the treasury refunds it if it must). CANCELLED is final (issue 25): the
  // payer withdrew the bill, its checkout is closed, and a payment that still arrives is refunded
  // while the transaction stays CANCELLED.
  'EXPIRED REFERENCE NUMBER': ['PAID', 'EXPIRED SOA', 'FOR REFUND APPROVAL'],
  'EXPIRED SOA': ['PAID', 'FOR REFUND APPROVAL'],
  PAID: AFTER_PAYMENT,
  'FOR PRINTING': ['PRINTED', 'FOR PICK-UP', 'FOR DELIVERY', 'RELEASED'],
  PRINTED: ['FOR PICK-UP', 'FOR DELIVERY', 'RELEASED'],
  'FOR PICK-UP': ['RELEASED'],
  'FOR DELIVERY': ['RELEASED'],
  'HEALTH CERTIFICATE GENERATED': ['FOR PRINTING', 'RELEASED'],
  FINALIZED: ['SYNCED', 'RELEASED'],
  'FOR REFUND APPROVAL': ['PROCESSING REFUND', 'PAID'],
  // A paid application the office cannot serve is rejected (issue 27); its payer may then ask for
  // the money back through the gateway (gcash_refund), which the treasury approves.
  REJECTED: ['FOR REFUND APPROVAL'],
};

/** True when the status table allows moving from one status to another. */
export function canMove(from: string, to: string): boolean {
  return STATUS_TRANSITIONS[from]?.includes(to) ?? false;
}

/**
 * What a taxpayer or a gateway may do to a transaction, and from which statuses (like GOV.UK
 * Pay's state table). Each action's move is also allowed by STATUS_TRANSITIONS.
 */
export const TRANSACTION_ACTIONS = {
  /** Open (or reuse) a gateway checkout: only while unpaid. */
  pay: { from: UNPAID, to: null },
  /** The gateway confirmed the money (webhook or reconciliation). */
  settle: { from: [...UNPAID, 'EXPIRED REFERENCE NUMBER', 'EXPIRED SOA'], to: 'PAID' },
  /**
   * The gateway took money that settles nothing (the bill was paid by another transaction, or
   * the amount is not the checkout's): no receipt, held for the treasury's refund.
   */
  holdForRefund: {
    from: [...UNPAID, 'EXPIRED REFERENCE NUMBER', 'EXPIRED SOA'],
    to: 'FOR REFUND APPROVAL',
  },
  /**
   * The payer asks for the money back (`POST …/gcash_refund`): only for a transaction paid online
   * that the office then rejected (it cannot serve the application); the treasury approves it.
   */
  requestRefund: { from: ['REJECTED'], to: 'FOR REFUND APPROVAL' },
  /** The treasury approved the refund and the gateway was asked to return the money. */
  refund: { from: ['FOR REFUND APPROVAL'], to: 'PROCESSING REFUND' },
  /** The gateway reported a failed attempt. */
  fail: { from: ['WAITING FOR PAYMENT'], to: 'PAYMENT FAILED' },
  /** The taxpayer cancels (`PUT …/cancel`): only while unpaid. */
  cancel: { from: UNPAID, to: 'CANCELLED' },
  /** Attach a proof of payment: while it is unpaid (not once paid — the OR is the proof — nor cancelled). */
  attachProof: { from: [...UNPAID, 'EXPIRED REFERENCE NUMBER'], to: null },
} as const satisfies Record<string, { from: readonly string[]; to: string | null }>;

export type TransactionAction = keyof typeof TRANSACTION_ACTIONS;

/** True when the action is allowed from the status. */
export function allows(action: TransactionAction, status: string): boolean {
  return (TRANSACTION_ACTIONS[action].from as readonly string[]).includes(status);
}

/**
 * What the taxpayer may do to a transaction in this status, as every transaction resource says
 * it, so pages show the buttons the server accepts instead of re-deriving the table.
 */
export function taxpayerActions(status: string) {
  return {
    can_cancel: allows('cancel', status),
    can_pay: allows('pay', status),
    can_attach_proof: allows('attachProof', status),
  };
}
