import { Link } from 'wouter';
import type { BillingColumn } from '@/components/billing-column';
import { RecordTable } from '@/components/record-table';
import type { TransactionHistoryItem } from '@/domain/contracts/payments';
import { formatDate } from '@/domain/format/format-date';
import { formatPeso } from '@/domain/format/format-peso';
import { StatusBadge } from './status-badge';

/** A history row: what it is, what it cost, where it stands, and a way to its details. */
const COLUMNS: readonly BillingColumn<TransactionHistoryItem>[] = [
  { label: 'REFERENCE NO.', value: ({ attributes: t }) => t.reference_number },
  {
    label: 'TRANSACTION',
    value: ({ attributes: t }) => t.description || `${t.module_type} ${t.transaction_type}`,
  },
  {
    label: 'AMOUNT',
    value: ({ attributes: t }) => formatPeso(t.total, { sign: true }),
    lead: true,
    numeric: true,
  },
  {
    label: 'STATUS',
    value: ({ attributes: t }) => (
      <StatusBadge status={t.status} state={t.status_state} description={t.status_description} />
    ),
    lead: true,
  },
  { label: 'DATE', value: ({ attributes: t }) => formatDate(t.created_at) },
  {
    label: 'Details',
    labelHidden: true,
    value: ({ id, attributes: t }) => (
      <Link href={`/transaction-history/${id}`} aria-label={`View ${t.reference_number}`}>
        View
      </Link>
    ),
  },
];

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
  return (
    <RecordTable
      caption="Your transactions"
      records={items}
      columns={COLUMNS}
      rowKey={(t) => t.id}
      cards={cards}
    />
  );
}
