import type { BillKind } from '../../billing/bill-kind';
import { claimNovNotice, novNoticeUnpaid } from './claim-nov-notice';
import { novImportKind } from './nov-import-kind';
import { NOV_SUBJECT_KIND, novNoticeIdOf, novNoticeKeys } from './nov-subject';
import { novTreasury } from './nov-treasury';

/**
 * NOV look-ups an account may make: an NOV number and its PIN are a credential, so the limit is
 * stricter than business tax's. A payer with a few notices needs a handful a minute; guessing a
 * PIN at 60 an hour (a day's guesses barely cover four digits) is not worth it.
 */
export const NOV_LOOKUP_LIMITS = { perMinute: 10, perHour: 60 };

/** Notices of violation (§2.12) as a bill kind, but for the import, which needs the PIN key. */
export const novBilling = {
  subjectKind: NOV_SUBJECT_KIND,
  transactionTypes: { NOV: '*' },
  lockKey: 7_245_210,
  lookupLimit: () => ({
    counter: 'nov-lookup',
    what: 'notice of violation look-ups',
    windows: [
      { limit: NOV_LOOKUP_LIMITS.perMinute, windowMs: 60_000 },
      { limit: NOV_LOOKUP_LIMITS.perHour, windowMs: 3_600_000 },
    ],
    // A number and PIN are a credential, guessed as a password would be: counted in the database.
    counted: 'database',
  }),
  claim: claimNovNotice,
  unpaid: novNoticeUnpaid,
  keys: (subject) => {
    const id = novNoticeIdOf(subject);
    return id === null ? [] : novNoticeKeys(id);
  },
  ...novTreasury,
} as const satisfies BillKind;

/** Notices of violation as a bill kind; `pinKey` (NOV_PIN_KEY's) hashes the PINs its import stores. */
export const novBillKind = (pinKey: Buffer): BillKind => ({
  ...novBilling,
  imports: [novImportKind(pinKey)],
});
