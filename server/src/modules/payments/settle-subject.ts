import type { Db, Tx } from '../../db/client';
import type { HeldPayment } from './hold-for-refund';
import {
  APPLICATION_SOA_KIND,
  applicationSoaHeld,
  applicationSoaUnpaid,
  claimApplicationSoa,
} from '../applications/soa-subject';
import { BTAX_SUBJECT_KIND, btaxBillIds, btaxBillKeys } from '../business-tax/btax-subject';
import { btaxBillsUnpaid, claimBtaxBills } from '../business-tax/claim-btax-bills';
import { claimRptQuarters, rptQuartersUnpaid } from '../property-tax/claim-rpt-quarters';
import { RPT_SUBJECT_KIND, rptBilledProperties, rptQuarterKeys } from '../property-tax/rpt-subject';
import { claimSoa, soaUnpaid } from '../misc-fees/claim-soa';
import { SOA_SUBJECT_KIND, soaIdOf, soaKeys } from '../misc-fees/soa-subject';
import { claimNovNotice, novNoticeUnpaid } from '../violations/claim-nov-notice';
import { NOV_SUBJECT_KIND, novNoticeIdOf, novNoticeKeys } from '../violations/nov-subject';

/** How settlement marks one kind of bill paid, and how paymentgate asks whether it still can be. */
interface SubjectKind {
  /**
   * Marks what the transaction paid for as paid by it, inside the settlement's database
   * transaction; false (marking nothing) when another transaction already paid any of it, or
   * when the checkout paid was opened for a bill since replaced.
   */
  claim(
    tx: Tx,
    subject: Record<string, unknown>,
    transactionId: number,
    checkoutId: string,
  ): Promise<boolean>;
  /**
   * True while none of what the transaction bills was paid by another transaction; throws an
   * HttpError saying why when it can no longer be paid at its amount (an expired bill).
   */
  unpaid(db: Db, subject: Record<string, unknown>, now: Date): Promise<boolean>;
  /**
   * For a kind whose transaction follows its own workflow (an application): a payment held for
   * refund leaves the status to it, and this records the hold in that workflow's audit instead.
   */
  held?(tx: Tx, subject: Record<string, unknown>, held: HeldPayment): Promise<void>;
  /**
   * What the transaction bills, as jsonb containment patterns of other subjects: a checkout open
   * on a transaction whose subject contains one is paying the same bill. None: nobody else bills it.
   */
  keys?(subject: Record<string, unknown>): Record<string, unknown>[];
}

/**
 * One entry per kind of bill (`subject.kind`, set by the module that created the transaction).
 * Property tax, violations and fees add theirs here; a kind without an entry has nothing to mark.
 */
export const SUBJECT_SETTLERS: Readonly<Record<string, SubjectKind>> = {
  [BTAX_SUBJECT_KIND]: {
    claim: claimBtaxBills,
    unpaid: btaxBillsUnpaid,
    keys: (s) => btaxBillKeys(btaxBillIds(s)),
  },
  [RPT_SUBJECT_KIND]: {
    claim: claimRptQuarters,
    unpaid: rptQuartersUnpaid,
    keys: (s) => rptQuarterKeys(rptBilledProperties(s)),
  },
  [SOA_SUBJECT_KIND]: {
    claim: claimSoa,
    unpaid: soaUnpaid,
    keys: (s) => {
      const id = soaIdOf(s);
      return id === null ? [] : soaKeys(id);
    },
  },
  [NOV_SUBJECT_KIND]: {
    claim: claimNovNotice,
    unpaid: novNoticeUnpaid,
    keys: (s) => {
      const id = novNoticeIdOf(s);
      return id === null ? [] : novNoticeKeys(id);
    },
  },
  [APPLICATION_SOA_KIND]: {
    claim: claimApplicationSoa,
    unpaid: applicationSoaUnpaid,
    held: applicationSoaHeld,
  },
};

const kindOf = (subject: Record<string, unknown>) =>
  typeof subject.kind === 'string' && Object.hasOwn(SUBJECT_SETTLERS, subject.kind)
    ? SUBJECT_SETTLERS[subject.kind]
    : undefined;

/** Marks the billed subject of a transaction paid; false when another transaction paid it first. */
export async function claimSubject(
  tx: Tx,
  subject: Record<string, unknown>,
  transactionId: number,
  checkoutId: string,
) {
  return (await kindOf(subject)?.claim(tx, subject, transactionId, checkoutId)) ?? true;
}

/** True when the transaction's kind recorded a held payment in its own workflow (keep the status). */
export async function subjectRecordsHold(tx: Tx, subject: Record<string, unknown>, held: HeldPayment) {
  const record = kindOf(subject)?.held;
  if (!record) return false;
  await record(tx, subject, held);
  return true;
}

/** True when the transaction's bill was not paid by another transaction meanwhile. */
export async function subjectStillPayable(
  db: Db,
  subject: Record<string, unknown>,
  now: Date,
): Promise<boolean> {
  return (await kindOf(subject)?.unpaid(db, subject, now)) ?? true;
}

/** The containment patterns of what a transaction bills (none for a kind nobody else bills). */
export const subjectKeys = (subject: Record<string, unknown>) => kindOf(subject)?.keys?.(subject) ?? [];
