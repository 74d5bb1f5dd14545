import { useLocation } from 'wouter';
import { usePaymentControls } from '@/features/payments/use-payment-controls';
import { RealPropertyTaxForm } from '@/features/real-property-tax/components/real-property-tax-form';
import type { InlineFormProps } from '@/features/select-transaction/inline-form';
import { useSession } from '@/stores/session';

/**
 * RPTAX where the deployment's RPTAX flag is ANGELES (§2.8): the real property tax flow inside the
 * Select Transaction dialog instead of a Proceed to its page, the payment step composed in.
 */
export default function RptaxInlineForm({ status, onDone }: InlineFormProps) {
  const walletUser = useSession((s) => s.profile?.is_gcash_login === 1);
  const [, navigate] = useLocation();
  const payment = usePaymentControls({ walletUser, onDone, navigate });
  return (
    <RealPropertyTaxForm
      key={status.id}
      statusId={Number(status.id)}
      payment={payment}
      payLabel={walletUser ? payment.label : undefined}
    />
  );
}
