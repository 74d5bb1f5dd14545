import { useLocation } from 'wouter';
import { usePaymentControls } from '@/features/payments/use-payment-controls';
import type { InlineFormProps } from '@/features/select-transaction/inline-form';
import { NovForm } from '@/features/violations/components/nov-form';
import { useSession } from '@/stores/session';

/** The NOV inline form: the notice of violation search with the payment step composed in. */
export default function NovInlineForm({ status, onDone }: InlineFormProps) {
  const walletUser = useSession((s) => s.profile?.is_gcash_login === 1);
  const [, navigate] = useLocation();
  const payment = usePaymentControls({ walletUser, onDone, navigate });
  return <NovForm key={status.id} statusId={Number(status.id)} payment={payment} />;
}
