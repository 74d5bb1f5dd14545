import '../payments.css';
import { formatPeso } from '@/domain/format/format-peso';
import { useFetch } from '@/lib/use-fetch';
import { getPaymentSettings, knownPaymentSettings } from '../api/get-payment-settings';
import { useMessages } from '@/lib/i18n/use-messages';
import { paymentsMessages } from '../payments-messages';

/**
 * The note shown before paying (§6, §9): the e-payment service's convenience fee, and that the
 * payment reference must be paid within the day. Wallet-login users do not see it.
 */
export function ConvenienceFeeNote() {
  const t = useMessages(paymentsMessages);
  // Unread or unreadable, the note says a fee may be charged.
  const known = knownPaymentSettings();
  const fetched = useFetch(known ? null : 'payment-settings', getPaymentSettings).state.data;
  const fee = (known ?? fetched)?.convenience_fee;
  return (
    <p className="notice fee-note">
      {fee && Number(fee) > 0 ? t('feeAmount', { fee: formatPeso(fee, { sign: true }) }) : t('feeMaybe')}{' '}
      {t('payWithinDay')}
    </p>
  );
}
