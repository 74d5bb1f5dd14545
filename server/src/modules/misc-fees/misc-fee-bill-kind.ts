import type { BillKind } from '../../billing/bill-kind';
import { miscFeeTreasury } from './misc-fee-treasury';

/** `subject.kind` of a fee payment; a fee may be paid any number of times, so nothing is claimed. */
export const MISC_FEE_SUBJECT_KIND = 'misc_fee';

/**
 * A miscellaneous fee paid online (§2.13) as a bill kind: its transaction type is the fee's own
 * (the fee catalogue's), and paying it marks nothing: every member of paying it is the default.
 */
export const miscFeeBillKind = {
  subjectKind: MISC_FEE_SUBJECT_KIND,
  lockKey: 7_245_140,
  ...miscFeeTreasury,
} as const satisfies BillKind;
