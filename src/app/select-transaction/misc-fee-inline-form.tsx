import { useLocation } from 'wouter';
import { MiscFeePayment } from '@/features/misc-fees/components/misc-fee-payment';
import { SoaPayment } from '@/features/misc-fees/components/soa-payment';
import { payLabel } from '@/features/payments/pay-label';
import { paymentsMessages } from '@/features/payments/payments-messages';
import { usePaymentControls } from '@/features/payments/use-payment-controls';
import type { InlineFormProps } from '@/features/select-transaction/inline-form';
import { useMessages } from '@/lib/i18n/use-messages';
import { useSession } from '@/stores/session';

// The MISC module's transaction type that pays a statement of account (seed/demo-modules.ts).
const SOA_TRANSACTION_TYPE = 'STATEMENT OF ACCOUNT PAYMENT';

/**
 * The MISC inline form (§2.8, §2.13): a miscellaneous fee, or a statement of account for its SOA
 * transaction type, with the payment step composed in. Pay Now reads 'Pay with GCASH' for
 * wallet-login users.
 */
export default function MiscFeeInlineForm({ status, onDone }: InlineFormProps) {
  const walletUser = useSession((s) => s.profile?.is_gcash_login === 1);
  const [, navigate] = useLocation();
  const t = useMessages(paymentsMessages);
  const controls = usePaymentControls({ walletUser, onDone, navigate });
  const payment = { ...controls, label: payLabel(walletUser, t('payNow')) };
  return status.attributes.name === SOA_TRANSACTION_TYPE ? (
    <SoaPayment key={status.id} statusId={Number(status.id)} payment={payment} />
  ) : (
    <MiscFeePayment key={status.id} payment={payment} />
  );
}
