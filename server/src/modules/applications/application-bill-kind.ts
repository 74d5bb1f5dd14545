import type { BillKind } from '../../billing/bill-kind';
import { APPLICATION_KIND } from './application-subject-kind';
import { applicationTreasury } from './application-treasury';

/**
 * A filed application's transaction as a bill kind: it bills nothing until assessed (its amount
 * is 0 and its status the application's workflow's), and its page shows the application.
 */
export const applicationBillKind = {
  subjectKind: APPLICATION_KIND,
  showsApplication: true,
  ...applicationTreasury,
} as const satisfies BillKind;
