import type { ReactNode } from 'react';
import type { ShownQuote } from '@/domain/contracts/payment-quote';

/** Where the browser goes after the gateway, when the payer is back (§4). */
export type AfterPayment = 'transaction-history' | 'success-page';

/** A bill's quote as a screen shows it before Pay. */
export interface QuoteView {
  /** The amount, fee and total to show (or that they are being read, or could not be). */
  view: ReactNode;
  /** What Pay charges, once the quote was read; null before. */
  shown: ShownQuote | null;
  /** The quote is on its way (online): Pay waits for it rather than pay an amount not shown. */
  loading: boolean;
}

/**
 * What a bill screen needs from the payment flow: features/payments builds it and the app composes
 * it into the screen (features do not import each other). `pay` creates the billing with
 * `createBilling` (which answers the transaction id), then opens the gateway's checkout for the
 * quote shown; it rejects when the billing could not be created.
 */
export interface PaymentControls {
  pay(createBilling: () => Promise<string>, after: AfterPayment, shown: ShownQuote | null): Promise<void>;
  /** A payment is being started: Pay stays disabled. */
  busy: boolean;
  /** 'Pay', or 'Pay with GCASH' for wallet-login users (§2.13, §6). */
  label: string;
  /**
   * A hook (call it on every render): the server's quote of paying `amount` pesos on this
   * browser's channel (issue 25: what is shown is what is charged); null amount, nothing yet.
   */
  useQuote(amount: string | null): QuoteView;
}
