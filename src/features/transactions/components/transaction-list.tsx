import { Link } from 'wouter';
import type { BillingColumn } from '@/components/billing-column';
import { RecordTable } from '@/components/record-table';
import type { TransactionHistoryItem } from '@/domain/contracts/payments';
import { formatDate } from '@/domain/format/format-date';
import { formatPeso } from '@/domain/format/format-peso';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { transactionDescription } from '../transaction-description';
import { transactionsMessages } from '../transactions-messages';
import { StatusBadge } from './status-badge';

/** A history row: what it is, what it cost, where it stands, and a way to its details. */
const columns = (): readonly BillingColumn<TransactionHistoryItem>[] => {
  const { t } = transactionsMessages;
  const locale = getIntlLocale();
  return [
    { label: t('colReference'), value: ({ attributes: a }) => a.reference_number },
    {
      label: t('colTransaction'),
      value: ({ attributes: a }) => transactionDescription(a),
    },
    {
      label: t('colAmount'),
      // The total charged once paid; before that the bill's amount (the fee is the quote's, on
      // the transaction's page, and depends on how it is paid).
      value: ({ attributes: a }) => formatPeso(a.paid_at ? a.total : a.amount, { sign: true }),
      lead: true,
      numeric: true,
    },
    {
      label: t('colStatus'),
      value: ({ attributes: a }) => (
        <StatusBadge status={a.status} state={a.status_state} description={a.status_description} />
      ),
      lead: true,
    },
    { label: t('colDate'), value: ({ attributes: a }) => formatDate(a.created_at, locale) },
    {
      label: t('colDetails'),
      labelHidden: true,
      value: ({ id, attributes: a }) => (
        <Link
          href={`/transaction-history/${id}`}
          aria-label={t('viewReference', { reference: a.reference_number })}
        >
          {t('view')}
        </Link>
      ),
    },
  ];
};

/**
 * The transaction history as the one RecordTable every result uses: a table that fits on a wide
 * screen, a card per transaction (amount and status first) on a phone, or cards at every width on
 * smart-city sites (SMART_CITY_TRANSACTION_HISTORY).
 */
export function TransactionList({
  items,
  cards = false,
}: {
  items: readonly TransactionHistoryItem[];
  cards?: boolean;
}) {
  const t = useMessages(transactionsMessages);
  return (
    <RecordTable
      caption={t('caption')}
      records={items}
      columns={columns()}
      rowKey={(t) => t.id}
      cards={cards}
    />
  );
}
