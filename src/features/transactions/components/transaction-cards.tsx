import { Link } from 'wouter';
import type { TransactionHistoryItem } from '@/domain/contracts/payments';
import { formatDate } from '@/domain/format/format-date';
import { formatPeso } from '@/domain/format/format-peso';
import { StatusBadge } from './status-badge';

/** The transaction history as cards (the SMART_CITY_TRANSACTION_HISTORY variant). */
export function TransactionCards({ items }: { items: readonly TransactionHistoryItem[] }) {
  return (
    <ul className="transaction-cards">
      {items.map(({ id, attributes: t }) => (
        <li key={id}>
          <article className="transaction-card" aria-labelledby={`transaction-${id}`}>
            <h2 id={`transaction-${id}`} className="transaction-card-title">
              <Link href={`/transaction-history/${id}`}>{t.description || t.module_type}</Link>
            </h2>
            <StatusBadge status={t.status} state={t.status_state} description={t.status_description} />
            <dl className="details">
              <dt>Reference No.</dt>
              <dd>{t.reference_number}</dd>
              <dt>Amount</dt>
              <dd>{formatPeso(t.total, { sign: true })}</dd>
              <dt>Date</dt>
              <dd>{formatDate(t.created_at)}</dd>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
