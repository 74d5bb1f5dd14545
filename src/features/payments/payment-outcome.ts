import type { TransactionHistory } from '@/domain/contracts/payments';
import type { PaymentStep } from './payment-flow';
import { paymentsMessages } from './payments-messages';

const { t } = paymentsMessages;

export interface PaymentOutcome {
  heading: string;
  lead: string;
}

/** Steps in which this tab is still paying: the gateway may yet take the money. */
const PAYING: readonly PaymentStep[] = ['creating-billing', 'creating-checkout', 'at-gateway', 'reconciling'];

/**
 * What /success-page says, from the server's status of the transaction — never from having
 * reached the page: a closed or failed gateway is not a "Thank you". In the current language:
 * the page re-renders on a switch through useMessages(paymentsMessages).
 */
export function paymentOutcome(transaction: TransactionHistory | null, step: PaymentStep): PaymentOutcome {
  const paying = PAYING.includes(step);
  if (transaction?.status === 'PAID') {
    return { heading: t('paidHeading'), lead: t('paidLead') };
  }
  // Money taken that settled nothing (the bill was paid by someone else first, or the amount was
  // wrong): what happened and what comes next.
  if (transaction && transaction.refunds.length > 0) {
    return { heading: t('notAppliedHeading'), lead: t('notAppliedLead') };
  }
  if (paying) {
    return { heading: t('thanksHeading'), lead: t('thanksLead') };
  }
  if (!transaction) return { heading: t('checkingHeading'), lead: '' };
  if (transaction.status === 'PAYMENT FAILED') {
    return { heading: t('failedHeading'), lead: t('failedLead') };
  }
  if (transaction.can_pay) {
    return { heading: t('notCompletedHeading'), lead: t('notCompletedLead') };
  }
  return { heading: t('notCompletedHeading'), lead: transaction.status_description };
}
