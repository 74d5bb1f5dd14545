import type { BillKind } from '../../billing/bill-kind';
import { claimSoa, soaUnpaid } from './claim-soa';
import { soaImportKind } from './soa-import-kind';
import { SOA_SUBJECT_KIND, soaIdOf, soaKeys } from './soa-subject';
import { soaTreasury } from './soa-treasury';

/** SOA verifications and payments one account may make a minute. */
export const SOA_LOOKUPS_PER_MINUTE = 20;

/**
 * An office's statement of account for miscellaneous fees (§2.13) as a bill kind: verified by its
 * number and payor's name, billed by the MISC module's transaction types (seed/demo-modules.ts).
 */
export const soaBillKind = {
  subjectKind: SOA_SUBJECT_KIND,
  transactionTypes: { MISC: '*' },
  lockKey: 7_245_141,
  // An SOA number with its payor's name is what proves the paper is in hand, so guessing either
  // must stay slow; shared by the instances, as the business tax look-ups are.
  lookupLimit: () => ({
    counter: 'soa-lookup',
    what: 'statement of account look-ups',
    windows: [{ limit: SOA_LOOKUPS_PER_MINUTE, windowMs: 60_000 }],
    counted: 'shared',
  }),
  claim: claimSoa,
  unpaid: soaUnpaid,
  keys: (subject) => {
    const id = soaIdOf(subject);
    return id === null ? [] : soaKeys(id);
  },
  imports: [soaImportKind],
  ...soaTreasury,
} as const satisfies BillKind;
