import type { TransactionHistory } from '@/domain/contracts/payments';
import { formatDate, formatDateTime } from '@/domain/format/format-date';
import { formatPeso } from '@/domain/format/format-peso';
import { StatusBadge } from './status-badge';

const peso = (amount: string) => formatPeso(amount, { sign: true });

/** A transaction's facts: status and what it means, reference, amounts, OR number, dates. */
export function TransactionSummary({ transaction: t }: { transaction: TransactionHistory }) {
  return (
    <dl className="details transaction-summary">
      <dt>Status</dt>
      <dd>
        <StatusBadge
          status={t.status}
          state={t.status_state}
          description={t.status_description}
          showDescription
        />
      </dd>
      <dt>Reference No.</dt>
      <dd>{t.reference_number}</dd>
      <dt>Transaction</dt>
      <dd>{t.description || `${t.module_type} ${t.transaction_type}`}</dd>
      <dt>Amount</dt>
      <dd>{peso(t.amount)}</dd>
      <dt>Convenience Fee</dt>
      <dd>{peso(t.convenience_fee)}</dd>
      <dt>Total</dt>
      <dd>
        <strong>{peso(t.total)}</strong>
      </dd>
      <dt>OR Number</dt>
      <dd>
        {t.official_receipt_number ??
          (t.refunds.length > 0 && t.status !== 'PAID' ? 'Not issued' : 'Issued once paid')}
      </dd>
      {t.paid_at ? (
        <>
          <dt>Paid On</dt>
          <dd>{formatDateTime(t.paid_at)}</dd>
        </>
      ) : null}
      <dt>Created On</dt>
      <dd>{formatDate(t.created_at)}</dd>
    </dl>
  );
}
