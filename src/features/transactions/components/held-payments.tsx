import type { HeldPayment } from '@/domain/contracts/payments';
import '../transactions.css';
import { formatDate } from '@/domain/format/format-date';
import { formatPeso } from '@/domain/format/format-peso';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { transactionsMessages } from '../transactions-messages';

const { t } = transactionsMessages;

// Why the money settled nothing, and what the taxpayer does next.
const WHY = {
  duplicate: 'whyDuplicate',
  amount_mismatch: 'whyAmountMismatch',
  cancelled: 'whyCancelled',
  unservable: 'whyUnservable',
} as const satisfies Record<HeldPayment['reason'], string>;

function refundState(p: HeldPayment, locale: string): string {
  if (p.status === 'refunded') {
    return p.completed_at ? t('refundedOn', { date: formatDate(p.completed_at, locale) }) : t('refunded');
  }
  if (p.status === 'processing') return t('refundProcessing');
  if (p.status === 'rejected') return t('refundRejected', { reason: p.note ?? '' });
  // A refund the gateway refused waits for the treasury again; to the payer it is still pending.
  return t('refundPending');
}

/** Payments of a transaction that settled nothing (paid twice, or the wrong amount) and their refunds. */
export function HeldPayments({ payments }: { payments: readonly HeldPayment[] }) {
  useMessages(transactionsMessages);
  if (payments.length === 0) return null;
  const locale = getIntlLocale();
  return (
    <section className="held-payments" aria-labelledby="held-payments-title">
      <h2 id="held-payments-title">{t('heldTitle')}</h2>
      <ul>
        {payments.map((p) => (
          <li key={p.created_at + p.reason}>
            <p>
              {t('heldPaymentOf')}{' '}
              <strong>
                {p.amount === null ? t('heldUnreported') : formatPeso(p.amount, { sign: true })}
              </strong>{' '}
              {t('heldOn', { date: formatDate(p.created_at, locale), why: t(WHY[p.reason]) })}
            </p>
            <p>{refundState(p, locale)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
