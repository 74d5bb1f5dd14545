import { oneLine, type TreasuryKind } from '../treasury/treasury-kind';
import { MISC_FEE_SUBJECT_KIND } from './create-fee-payment';

/**
 * A miscellaneous fee for the treasury (issue 28): one General Fund line of the fee's account
 * title and office (the transaction's description), as the fee catalogue names it.
 */
export const miscFeeTreasuryKind: TreasuryKind = {
  subjectKind: MISC_FEE_SUBJECT_KIND,
  collectionLines: oneLine((p) => ({ en: p.description, fil: p.description })),
};
