import type { SoaStatus } from '@/domain/contracts/misc-fees';
import { manilaToday } from './manila-today';

/** What the status of a statement of account reads of it (an office's, or an application's). */
interface Statement {
  paidTransactionId: number | null;
  /** Its last payable day (Manila), YYYY-MM-DD. */
  expiresOn: string;
}

/** A statement of account is payable through its expiry date (Manila) and until a transaction pays it. */
export function soaStatus(soa: Statement, now: Date): SoaStatus {
  if (soa.paidTransactionId !== null) return 'PAID';
  return soa.expiresOn < manilaToday(now) ? 'EXPIRED SOA' : 'PAYABLE';
}
