import type { ReactNode } from 'react';

/** Where the browser goes once the gateway is open (§4). */
export type AfterPayment = 'transaction-history' | 'success-page';

/**
 * What a billing screen needs from the payment flow, which the app composes in (features do not
 * import each other). `pay` creates the billing with `createBilling` (which answers the
 * transaction id), then opens the gateway; it rejects when the billing could not be created.
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
