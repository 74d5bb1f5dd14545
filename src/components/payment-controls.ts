import type { ReactNode } from 'react';

/** Where the browser goes after the gateway, when the payer is back (§4). */
export type AfterPayment = 'transaction-history' | 'success-page';

/**
 * What a bill screen needs from the payment flow: features/payments builds it and the app composes
 * it into the screen (features do not import each other). `pay` creates the billing with
 * `createBilling` (which answers the transaction id), then opens the gateway; it rejects when the
 * billing could not be created.
 */
export interface PaymentControls {
  pay(createBilling: () => Promise<string>, after: AfterPayment): Promise<void>;
  /** A payment is being started: Pay stays disabled. */
  busy: boolean;
  /** 'Pay', or 'Pay with GCASH' for wallet-login users (§2.13, §6). */
  label: string;
  /** The convenience-fee note (not shown to wallet-login users). */
  note: ReactNode;
}
