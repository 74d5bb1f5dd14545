import type { Db } from '../../db/client';
import { NotFoundError } from '../../http/http-errors';
import type { RateLimiter } from '../auth/rate-limiter';
import { createNovBilling } from './create-nov-billing';
import { findNotice, type FoundNotice } from './find-notice';
import { withNoticeTries } from './nov-pin-tries';
import { novNoticeKeys } from './nov-subject';
import { billBeingPaid } from '../../billing/bill-being-paid';

export interface NovPayment {
  taxpayerId: number;
  applicationStatusId: number;
  validIdToPresent: string;
}

/**
 * Notices of violation (§2.12, §7.3): the inquiry by number and PIN, and billing a notice. Each
 * try at a number counts against it in the database (`limiter`, nov-pin-tries.ts); PINs are
 * compared as keyed hashes (`pinKey`, NOV_PIN_KEY's).
 */
export function createViolationsService({
  db,
  limiter,
  pinKey,
  now = () => new Date(),
}: {
  db: Db;
  limiter: Pick<RateLimiter, 'admit' | 'clear'>;
  pinKey: Buffer;
  now?: () => Date;
}) {
  const find = (novNo: string, pin: string) =>
    withNoticeTries(limiter, novNo, () => findNotice(db, pinKey, novNo, pin));
  return {
    /** The notice with this number and PIN; null for an unknown number and a wrong PIN alike. */
    inquire: (novNo: string, pin: string): Promise<FoundNotice | null> => find(novNo, pin),

    /** True while another payer's checkout for this notice is open (issue 25). */
    beingPaid: (noticeId: number, taxpayerId: number) =>
      billBeingPaid(db, novNoticeKeys(noticeId), { now: now(), exceptTaxpayerId: taxpayerId }),

    /**
     * The transaction paying the notice with this number and PIN: 404 'No Record Found' when they
     * match none (whichever was wrong), 422 when it is paid already.
     */
    async createBilling(novNo: string, pin: string, payment: NovPayment) {
      const notice = await find(novNo, pin);
      if (!notice) throw new NotFoundError('No Record Found');
      const transactionId = await createNovBilling(db, { ...payment, notice }, now());
      return { notice, transactionId };
    },
  };
}

export type ViolationsService = ReturnType<typeof createViolationsService>;
