import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { formatPeso } from '@/domain/format/format-peso';
import { getTransactions } from '@/features/transactions/api/get-transactions';
import { StatusBadge } from '@/features/transactions/components/status-badge';
import { transactionDescription } from '@/features/transactions/transaction-description';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { pagesMessages } from './pages-messages';

// An expired statement of account's own Request a New Statement of Account (issue 18's SOA).
const ApplicationBilling = lazy(() => import('@/features/permits/components/application-billing'));

// What still asks something of the resident: paying, or a new bill where one expired.
const OPEN = new Set(['WAITING FOR PAYMENT', 'PAYMENT FAILED', 'EXPIRED SOA', 'EXPIRED REFERENCE NUMBER']);
const PER_PAGE = 50;

/**
 * `/regenerate-bills` (§2.1; no header, §2.3): the resident's bills left unpaid or expired, the
 * newest 50 transactions' worth. Each opens its page to pay; an expired statement of account is
 * regenerated here through the same regenerate_soa call as the transaction's page.
 */
export default function RegenerateBillsPage() {
  const t = useMessages(pagesMessages);
  const { state, reload } = useFetch('bills', (signal) => getTransactions(1, signal, PER_PAGE));
  const open = state.data?.data.filter((tx) => OPEN.has(tx.attributes.status)) ?? [];
  return (
    <div className="page narrow">
      <p>
        <Link href="/">← {t('backToHome')}</Link>
      </p>
      <h1>{t('regenerateTitle')}</h1>
      <p className="lead">{t('regenerateLead')}</p>
      {state.status === 'loading' ? <div aria-busy="true" /> : null}
      {state.status === 'error' ? (
        <div role="alert">
          <p>{t('regenerateFailed')}</p>
          <button type="button" className="button button-secondary" onClick={reload}>
            {t('tryAgain')}
          </button>
        </div>
      ) : null}
      {state.status === 'ready' && open.length === 0 ? <p>{t('regenerateNone')}</p> : null}
      {open.map(({ id, attributes: tx }) => (
        <article key={id} className="card bill-to-regenerate" aria-labelledby={`bill-${id}`}>
          <h2 id={`bill-${id}`}>{transactionDescription(tx)}</h2>
          <p>
            {tx.reference_number} · {formatPeso(tx.total, { sign: true })}
          </p>
          <StatusBadge
            status={tx.status}
            state={tx.status_state}
            description={tx.status_description}
            showDescription
          />
          {tx.status === 'EXPIRED SOA' ? (
            <Suspense fallback={null}>
              <ApplicationBilling transactionId={id} status={tx.status} onChanged={reload} />
            </Suspense>
          ) : (
            <p>
              <Link href={`/transaction-history/${id}`}>
                {t('regenerateOpen', { reference: tx.reference_number })}
              </Link>
            </p>
          )}
        </article>
      ))}
    </div>
  );
}
