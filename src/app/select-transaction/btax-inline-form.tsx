import { useLocation } from 'wouter';
import { BusinessTaxForm } from '@/features/business-tax/components/business-tax-form';
import { btaxFlags } from '@/features/business-tax/btax-flags';
import { usePaymentControls } from '@/features/payments/use-payment-controls';
import type { InlineFormProps } from '@/features/select-transaction/inline-form';
import { useSession } from '@/stores/session';
import { useSiteContent } from '../shell/use-site-content';

/**
 * The BTAX (and T_BPLS quarterly / delinquent) inline form: the business tax screens with the
 * payment step composed in, as every bill's inline form does.
 */
export default function BtaxInlineForm({ status, onDone }: InlineFormProps) {
  const walletUser = useSession((s) => s.profile?.is_gcash_login === 1);
  const variables = useSiteContent().variables;
  const [, navigate] = useLocation();
  const payment = usePaymentControls({ walletUser, onDone, navigate });
  return (
    <BusinessTaxForm
      key={status.id}
      transactionType={status.attributes.name}
      statusId={Number(status.id)}
      flags={btaxFlags(variables)}
      payment={payment}
    />
  );
}
