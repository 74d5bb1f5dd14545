import { centavosToPesos } from '@/domain/money/centavos';
import type { PaymentGate } from '@/domain/contracts/payments';
import type { checkouts, transactionHistories } from '../../db/payments-schema';

type Checkout = typeof checkouts.$inferSelect;
type Transaction = typeof transactionHistories.$inferSelect;

/** The paymentgate answer (docs/api-payments.md); GCash users also get the mini-program's redirection URL. */
export function paymentGateDocument(checkout: Checkout, txn: Transaction, gcash: boolean): PaymentGate {
  const doc: PaymentGate = {
    data: {
      type: 'payment_gateways',
      id: checkout.id,
      attributes: {
        url: checkout.url,
        reference_number: txn.referenceNumber,
        amount: centavosToPesos(txn.amount),
        convenience_fee: centavosToPesos(checkout.amount - txn.amount),
        total: centavosToPesos(checkout.amount),
        gateway: checkout.gateway === 'paymongo' ? 'paymongo' : 'sandbox',
        ...(checkout.channel ? { channel: checkout.channel } : {}),
      },
      relationships: { transaction_history: { data: { type: 'transaction_histories', id: String(txn.id) } } },
    },
  };
  if (gcash) doc.included = { gcashMiniProgramLogs: [{ redirectionUrl: checkout.url }] };
  return doc;
}
