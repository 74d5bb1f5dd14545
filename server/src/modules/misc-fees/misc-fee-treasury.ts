import { oneLine, type BillTreasury } from '../../billing/bill-treasury';

/**
 * A miscellaneous fee for the treasury (issue 28): one General Fund line of the fee's account
 * title and office (the transaction's description), as the fee catalogue names it.
 */
export const miscFeeTreasury: BillTreasury = {
  collectionLines: oneLine((p) => ({ en: p.description, fil: p.description })),
};
