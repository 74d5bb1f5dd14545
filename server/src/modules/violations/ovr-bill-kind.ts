import type { BillKind } from '../../billing/bill-kind';
import { claimOvrTicket, ovrTicketUnpaid } from './claim-ovr-ticket';
import { ovrImportKind } from './ovr-import-kind';
import { OVR_SUBJECT_KIND, ovrTicketIdOf, ovrTicketKeys } from './ovr-subject';
import { ovrTreasury } from './ovr-treasury';

/** OVR look-ups and photo sendings one account may make a minute. */
export const OVR_LOOKUPS_PER_MINUTE = 20;

/**
 * Ordinance violation receipts (§2.8 OVRS › OVR PAYMENT) as a bill kind: found by their number
 * and the violator's last name, billed by a statement of account once the resident sends the
 * ticket's photo, paid once (whoever pays first; another payment is refunded).
 */
export const ovrBillKind = {
  subjectKind: OVR_SUBJECT_KIND,
  transactionTypes: { OVRS: '*' },
  lockKey: 7_245_220,
  // A number with the violator's last name is what proves the ticket is in hand, so guessing
  // either must stay slow; shared by the instances, as the SOA look-ups are.
  lookupLimit: () => ({
    counter: 'ovr-lookup',
    what: 'ordinance violation receipt look-ups',
    windows: [{ limit: OVR_LOOKUPS_PER_MINUTE, windowMs: 60_000 }],
    counted: 'shared',
  }),
  claim: claimOvrTicket,
  unpaid: ovrTicketUnpaid,
  keys: (subject) => {
    const id = ovrTicketIdOf(subject);
    return id === null ? [] : ovrTicketKeys(id);
  },
  imports: [ovrImportKind],
  ...ovrTreasury,
} as const satisfies BillKind;
