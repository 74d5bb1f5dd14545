import type { Db } from '../../db/client';
import { NotFoundError } from '../../http/http-errors';
import { createNovBilling } from './create-nov-billing';
import { findNotice, type FoundNotice } from './find-notice';

export interface NovPayment {
  taxpayerId: number;
  applicationStatusId: number;
  validIdToPresent: string;
}

/** Notices of violation (§2.12, §7.3): the inquiry by number and PIN, and billing a notice. */
export function createViolationsService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return {
    /** The notice with this number and PIN; null for an unknown number and a wrong PIN alike. */
    inquire: (novNo: string, pin: string): Promise<FoundNotice | null> => findNotice(db, novNo, pin),

    /**
     * The transaction paying the notice with this number and PIN: 404 'No Record Found' when they
     * match none (whichever was wrong), 422 when it is paid already.
     */
    async createBilling(novNo: string, pin: string, payment: NovPayment) {
      const notice = await findNotice(db, novNo, pin);
      if (!notice) throw new NotFoundError('No Record Found');
      const transactionId = await createNovBilling(db, { ...payment, notice }, now());
      return { notice, transactionId };
    },
  };
}

export type ViolationsService = ReturnType<typeof createViolationsService>;
