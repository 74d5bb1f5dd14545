import type { TransactionHistory } from '@/domain/contracts/payments';
import type { PaymentStep } from './payment-flow';

export interface PaymentOutcome {
  heading: string;
  lead: string;
}

/** Steps in which this tab is still paying: the gateway may yet take the money. */
const PAYING: readonly PaymentStep[] = ['creating-billing', 'creating-checkout', 'at-gateway', 'reconciling'];

/**
 * What /success-page says, from the server's status of the transaction — never from having
 * reached the page: a closed or failed gateway is not a "Thank you".
 */
export function paymentOutcome(transaction: TransactionHistory | null, step: PaymentStep): PaymentOutcome {
  const paying = PAYING.includes(step);
  if (transaction?.status === 'PAID') {
    return {
      heading: 'Payment Successful',
      lead: 'Your payment was received. Your e-receipt is ready in your transaction history.',
    };
  }
  // Money taken that settled nothing (the bill was paid by someone else first, or the amount was
  // wrong): what happened and what comes next.
  if (transaction && transaction.refunds.length > 0) {
    return {
      heading: 'Payment Not Applied',
      lead: 'Your payment was received but could not be applied to this bill, so no receipt was issued. It will be refunded to the account you paid from.',
    };
  }
  if (paying) {
    return {
      heading: 'Thank you!',
      lead: 'Your bill was created. Complete your payment through the payment gateway within the day.',
    };
  }
  if (!transaction) return { heading: 'Checking your payment…', lead: '' };
  if (transaction.status === 'PAYMENT FAILED') {
    return { heading: 'Payment Failed', lead: 'The payment did not go through. You may try paying again.' };
  }
  if (transaction.can_pay) {
    return {
      heading: 'Payment Not Completed',
      lead: 'We have not received your payment for this bill. Pay it within the day, here or from your transaction history.',
    };
  }
  return { heading: 'Payment Not Completed', lead: transaction.status_description };
}
