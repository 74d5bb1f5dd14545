import type { BillKind } from '../../billing/bill-kind';
import { btaxImportKinds } from './btax-import-kinds';
import { btaxTreasury } from './btax-treasury';
import { BTAX_SUBJECT_KIND, btaxBillIds, btaxBillKeys } from './btax-subject';
import { btaxBillsUnpaid, claimBtaxBills } from './claim-btax-bills';

/**
 * Business tax bills (§2.10, §7.1) as a bill kind: billed by the BTAX module's transaction types
 * and the Tier 1 permit's quarterly and delinquent payments (T_BPLS, the same search, §2.8);
 * imported from the treasury's API, CSV and manual exports.
 */
export const btaxBillKind = {
  subjectKind: BTAX_SUBJECT_KIND,
  transactionTypes: { BTAX: '*', T_BPLS: '*' },
  lockKey: 7_245_100,
  lookupLimit: (config) => ({
    counter: 'btax-lookup',
    what: 'business tax look-ups',
    windows: [{ limit: config.BTAX_LOOKUPS_PER_MINUTE, windowMs: 60_000 }],
    // The shared limiter: on PostgreSQL every instance counts against one allowance, so a
    // scraper gets the limit, not N× it with N instances (one short round trip a look-up).
    counted: 'shared',
  }),
  claim: claimBtaxBills,
  unpaid: btaxBillsUnpaid,
  keys: (subject) => btaxBillKeys(btaxBillIds(subject)),
  imports: btaxImportKinds,
  ...btaxTreasury,
} as const satisfies BillKind;
