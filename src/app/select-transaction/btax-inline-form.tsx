import { useLocation } from 'wouter';
import { BusinessTaxForm } from '@/features/business-tax/components/business-tax-form';
import { btaxFlags } from '@/features/business-tax/btax-flags';
import { ConvenienceFeeNote } from '@/features/payments/components/convenience-fee-note';
import { payLabel } from '@/features/payments/pay-label';
import { usePayBill } from '@/features/payments/use-pay-bill';
import type { InlineFormProps } from '@/features/select-transaction/inline-form';
import { useSession } from '@/stores/session';
import { useSiteContent } from '../shell/use-site-content';

/**
 * The BTAX (and T_BPLS quarterly / delinquent) inline form: the business tax screens with the
 * payment flow composed in. Wallet-login users get 'Pay with GCASH' and no fee note (§6).
 */
export default function BtaxInlineForm({ status, onDone }: InlineFormProps) {
  const walletUser = useSession((s) => s.profile?.is_gcash_login === 1);
  const variables = useSiteContent().variables;
  const [, navigate] = useLocation();
  const payment = usePayBill({ walletUser, onDone, navigate });
  return (
    <BusinessTaxForm
      key={status.id}
      transactionType={status.attributes.name}
      statusId={Number(status.id)}
      flags={btaxFlags(variables)}
      payment={{
        pay: payment.pay,
        busy: payment.busy,
        label: payLabel(walletUser),
        note: walletUser ? null : <ConvenienceFeeNote />,
      }}
    />
  );
}
