import '../payments.css';
import type { PaymentQuote } from '@/domain/contracts/payment-quote';
import { formatPeso } from '@/domain/format/format-peso';
import { useMessages } from '@/lib/i18n/use-messages';
import { paymentsMessages } from '../payments-messages';
import { ConvenienceFeeNote } from './convenience-fee-note';

const peso = (amount: string) => formatPeso(amount, { sign: true });

/**
 * What paying costs, from the server's quote for this bill and channel, before Pay (issue 25):
 * the amount, the convenience fee and the total the gateway will charge. Wallet-login users see
 * the same figures without §6's fee note (docs/decisions.md: money shown is money charged).
 */
export function PaymentQuoteView({
  quote,
  failed,
  problem,
  onRetry,
  walletUser,
}: {
  quote: PaymentQuote | null;
  failed: boolean;
  /** Why the server would not quote it (a bill that expired): said instead of "could not be read". */
  problem?: string | undefined;
  onRetry: () => void;
  walletUser: boolean;
}) {
  const t = useMessages(paymentsMessages);
  if (!quote) {
    if (problem) {
      return (
        <p className="payment-quote field-error" role="alert">
          {problem}
        </p>
      );
    }
    return failed ? (
      <div className="payment-quote" role="alert">
        <p>{t('quoteFailed')}</p>
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {t('quoteRetry')}
        </button>
      </div>
    ) : (
      <p className="payment-quote" role="status" aria-busy="true">
        {t('quoteLoading')}
      </p>
    );
  }
  return (
    <>
      <dl className="details payment-quote" aria-label={t('quoteCaption')}>
        <dt>{t('quoteAmount')}</dt>
        <dd>{peso(quote.amount)}</dd>
        <dt>{t('quoteFee')}</dt>
        <dd>{peso(quote.convenience_fee)}</dd>
        <dt>{t('quoteTotal')}</dt>
        <dd>
          <strong>{peso(quote.total)}</strong>
        </dd>
      </dl>
      {walletUser ? null : <ConvenienceFeeNote fee={quote.convenience_fee} />}
    </>
  );
}
