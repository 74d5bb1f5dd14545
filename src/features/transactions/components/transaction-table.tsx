import { Link } from 'wouter';
import type { TransactionHistoryItem } from '@/domain/contracts/payments';
import { formatDate } from '@/domain/format/format-date';
import { formatPeso } from '@/domain/format/format-peso';
import { StatusBadge } from './status-badge';

/** The transaction history as a table (the default variant). */
export function TransactionTable({ items }: { items: readonly TransactionHistoryItem[] }) {
  return (
    <div
      className="history-table-scroll"
      role="region"
      aria-label="Transactions"
      // Focusable so a keyboard can scroll a table wider than the screen (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className="history-table">
        <caption className="visually-hidden">Your transactions</caption>
        <thead>
          <tr>
            <th scope="col">REFERENCE NO.</th>
            <th scope="col">TRANSACTION</th>
            <th scope="col">AMOUNT</th>
            <th scope="col">STATUS</th>
            <th scope="col">DATE</th>
            <th scope="col">
              <span className="visually-hidden">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map(({ id, attributes: t }) => (
            <tr key={id}>
              <td>{t.reference_number}</td>
              <td>{t.description || `${t.module_type} ${t.transaction_type}`}</td>
              <td className="amount">{formatPeso(t.total, { sign: true })}</td>
              <td>
                <StatusBadge status={t.status} state={t.status_state} description={t.status_description} />
              </td>
              <td>{formatDate(t.created_at)}</td>
              <td>
                <Link href={`/transaction-history/${id}`} aria-label={`View ${t.reference_number}`}>
                  View
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
