import type { BillKind } from '../../billing/bill-kind';
import {
  APPLICATION_SOA_KIND,
  ASSESSED_APPLICATION_CANCEL_MESSAGE,
  applicationSoaHeld,
  applicationSoaUnpaid,
  claimApplicationSoa,
} from './soa-subject';
import { applicationSoaTreasury } from './application-treasury';

/**
 * An assessed application's statement of account (issue 18) as a bill kind: the application's own
 * transaction pays it, so no transaction type bills it and there is nothing to look up; it follows
 * the application's workflow, which has no cancel once assessed and records a held payment itself.
 */
export const applicationSoaBillKind = {
  subjectKind: APPLICATION_SOA_KIND,
  claim: claimApplicationSoa,
  unpaid: applicationSoaUnpaid,
  held: applicationSoaHeld,
  cancelRefusal: ASSESSED_APPLICATION_CANCEL_MESSAGE,
  showsApplication: true,
  ...applicationSoaTreasury,
} as const satisfies BillKind;
