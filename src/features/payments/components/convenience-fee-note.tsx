import '../payments.css';
import { formatPeso } from '@/domain/format/format-peso';
import { useFetch } from '@/lib/use-fetch';
import { getPaymentSettings } from '../api/get-payment-settings';

/**
 * The note shown before paying (§6, §9): the e-payment service's convenience fee, and that the
 * payment reference must be paid within the day. Wallet-login users do not see it.
 */
export function ConvenienceFeeNote() {
  // Unread or unreadable, the note says a fee may be charged.
  const fee = useFetch('payment-settings', getPaymentSettings).state.data?.convenience_fee;
  return (
    <p className="notice fee-note">
      {fee && Number(fee) > 0
        ? `A convenience fee of ₱${formatPeso(fee)} is charged by the e-payment service. `
        : 'A convenience fee may be charged by the e-payment service. '}
      The payment reference must be paid within the day.
    </p>
  );
}
