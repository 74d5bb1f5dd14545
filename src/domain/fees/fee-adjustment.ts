// Four eyes on a fee (issue 25): an officer who assesses an application below the fee schedule by
// more than the LGU's configured share cannot make it payable alone; a second officer holding
// `assessment.approve` must approve it. These rules are shared by the console's form and the
// server, which applies them again on every request.

/** The operator setting (`settings set fee_adjustment_approval_share 10`): a percentage of the schedule. */
export const APPROVAL_SHARE_SETTING = 'fee_adjustment_approval_share';

/** 10% in basis points (1% = 100): an adjustment lowering the schedule's total by more needs approval. */
export const DEFAULT_APPROVAL_SHARE_BP = 1_000;

/**
 * The highest share an operator may set: below 100%, so an assessment cut to a centavo always
 * needs a second officer, whatever the setting says.
 */
export const MAX_APPROVAL_SHARE_BP = 9_900;

/** A reason a second officer (and later the auditor) can act on: at least this many characters. */
export const ADJUSTMENT_REASON_MIN = 10;
/** The console's reason boxes hold 500 characters; the server keeps the same limit. */
export const ADJUSTMENT_REASON_MAX = 500;

/** The setting's text as basis points ('10' → 1000, '2.5' → 250), or null when not 0–99 with two decimals at most. */
export function readApprovalShare(raw: string): number | null {
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(raw.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= MAX_APPROVAL_SHARE_BP ? bp : null;
}

/**
 * How far below the schedule's total an adjusted total is, in basis points rounded down (0 when
 * it is not below): ₱0.01 on a ₱1,575.00 schedule is 9999.
 */
export function shareBelowBp(scheduleTotal: number, adjustedTotal: number): number {
  if (scheduleTotal <= 0 || adjustedTotal >= scheduleTotal) return 0;
  // BigInt: centavos up to 10^16 times 10^4 pass 2^53.
  return Number((BigInt(scheduleTotal - adjustedTotal) * 10_000n) / BigInt(scheduleTotal));
}

/** True when the adjusted total is below the schedule's by more than `approvalShareBp` (exactly, not rounded). */
export function needsSecondOfficer(scheduleTotal: number, adjustedTotal: number, approvalShareBp: number) {
  if (scheduleTotal <= 0 || adjustedTotal >= scheduleTotal) return false;
  return BigInt(scheduleTotal - adjustedTotal) * 10_000n > BigInt(approvalShareBp) * BigInt(scheduleTotal);
}

/** A share in basis points as a percentage with two decimals: 9999 → '99.99%'. */
export const sharePercent = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}%`;

export type ReasonProblem = 'required' | 'tooShort' | 'tooLong';

/** What is wrong with an adjustment's (or a decision's) reason, trimmed; undefined when it will do. */
export function adjustmentReasonProblem(reason: string): ReasonProblem | undefined {
  const text = reason.trim();
  if (text === '') return 'required';
  if (text.length < ADJUSTMENT_REASON_MIN) return 'tooShort';
  if (text.length > ADJUSTMENT_REASON_MAX) return 'tooLong';
  return undefined;
}

/** Where an adjustment stands: within the share (no approval needed), waiting, approved or rejected. */
export const ADJUSTMENT_STATES = ['pending', 'approved', 'rejected', 'not_required'] as const;
export type AdjustmentState = (typeof ADJUSTMENT_STATES)[number];

/** The application status an adjustment waits in for its approval (§3's COMPUTED: fees computed, not payable). */
export const AWAITING_APPROVAL_STATUS = 'COMPUTED';
