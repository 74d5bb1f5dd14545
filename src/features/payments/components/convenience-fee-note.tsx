import '../payments.css';
import { formatPeso } from '@/domain/format/format-peso';
import { useMessages } from '@/lib/i18n/use-messages';
import { paymentsMessages } from '../payments-messages';

/**
 * The note shown before paying (§6, §9): the e-payment service's convenience fee (the quote's),
 * and that the payment reference must be paid within the day. Wallet-login users do not see it.
 */
export function ConvenienceFeeNote({ fee }: { fee: string }) {
  const t = useMessages(paymentsMessages);
  return (
    <p className="notice fee-note">
      {/* No fee on this channel: only the day's limit is said. */}
      {Number(fee) > 0 ? `${t('feeAmount', { fee: formatPeso(fee, { sign: true }) })} ` : null}
      {t('payWithinDay')}
    </p>
  );
}
