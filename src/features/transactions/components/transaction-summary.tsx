import type { TransactionHistory } from '@/domain/contracts/payments';
import { formatDate, formatDateTime } from '@/domain/format/format-date';
import { formatPeso } from '@/domain/format/format-peso';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { transactionDescription } from '../transaction-description';
import { transactionsMessages } from '../transactions-messages';
import { StatusBadge } from './status-badge';

const peso = (amount: string) => formatPeso(amount, { sign: true });

/**
 * A transaction's facts: status and what it means, reference, amount (and once paid the fee and
 * total charged), OR number, dates.
 */
export function TransactionSummary({ transaction: tx }: { transaction: TransactionHistory }) {
  const t = useMessages(transactionsMessages);
  const locale = getIntlLocale();
  return (
    <dl className="details transaction-summary">
      <dt>{t('status')}</dt>
      <dd>
        <StatusBadge
          status={tx.status}
          state={tx.status_state}
          description={tx.status_description}
          showDescription
        />
      </dd>
      <dt>{t('referenceNo')}</dt>
      <dd>{tx.reference_number}</dd>
      <dt>{t('transaction')}</dt>
      <dd>{transactionDescription(tx)}</dd>
      <dt>{t('amount')}</dt>
      <dd>{peso(tx.amount)}</dd>
      {/* What was charged, once paid. Before that the fee depends on how it will be paid: Pay
          Now's quote shows the fee and total the gateway will charge (issue 25). */}
      {tx.paid_at ? (
        <>
          <dt>{t('convenienceFee')}</dt>
          <dd>{peso(tx.convenience_fee)}</dd>
          <dt>{t('total')}</dt>
          <dd>
            <strong>{peso(tx.total)}</strong>
          </dd>
        </>
      ) : null}
      <dt>{t('orNumber')}</dt>
      <dd>
        {tx.official_receipt_number ??
          (tx.refunds.length > 0 && tx.status !== 'PAID' ? t('notIssued') : t('issuedOncePaid'))}
      </dd>
      {tx.paid_at ? (
        <>
          <dt>{t('paidOn')}</dt>
          <dd>{formatDateTime(tx.paid_at, locale)}</dd>
        </>
      ) : null}
      <dt>{t('createdOn')}</dt>
      <dd>{formatDate(tx.created_at, locale)}</dd>
    </dl>
  );
}
