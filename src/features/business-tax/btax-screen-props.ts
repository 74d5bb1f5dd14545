import type { PaymentControls } from '@/components/payment-controls';
import type { BtaxFlags } from '@/domain/contracts/business-tax';

/** What every business tax screen is given (§2.10). */
export interface BtaxScreenProps {
  /** The transaction type chosen in the Select Transaction dialog (its application status name). */
  transactionType: string;
  /** Its application status id, sent with the billing. */
  statusId: number;
  flags: BtaxFlags;
  payment: PaymentControls;
  /** Today, for the year lists; tests fix it. */
  now?: Date;
}
