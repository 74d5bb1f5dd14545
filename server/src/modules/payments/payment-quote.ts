import type { PaymentQuote } from '@/domain/contracts/payment-quote';
import type { PaymentChannel } from '@/domain/contracts/payments';
import { centavosToPesos } from '@/domain/money/centavos';

/** Centavos of convenience fee per channel (CONVENIENCE_FEE, WALLET_CONVENIENCE_FEE). */
export interface ConvenienceFees {
  /** The popup and the /pgi page. */
  browser: number;
  /** The GCash wallet's cashier. */
  wallet: number;
}

/** What paying costs on one channel, in centavos: the one figure every screen and the checkout use. */
export interface Quote {
  channel: PaymentChannel;
  amount: number;
  convenienceFee: number;
  total: number;
}

/**
 * The quote for paying `amount` centavos on a channel. The popup and /pgi share one fee: they
 * show the same hosted page, and a blocked popup falls back to /pgi after the payer saw the quote.
 */
export function quotePayment(amount: number, channel: PaymentChannel, fees: ConvenienceFees): Quote {
  const convenienceFee = channel === 'wallet' ? fees.wallet : fees.browser;
  return { channel, amount, convenienceFee, total: amount + convenienceFee };
}

/** A quote as the API writes it (pesos with two places). */
export const quoteAttributes = (quote: Quote): PaymentQuote => ({
  channel: quote.channel,
  amount: centavosToPesos(quote.amount),
  convenience_fee: centavosToPesos(quote.convenienceFee),
  total: centavosToPesos(quote.total),
});
