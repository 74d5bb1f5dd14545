import { useSearch } from 'wouter';
import { contentFlag } from '@/content/content-flag';
import { EmptyState } from '@/components/empty-state';
import { useFirstPageShown } from '@/lib/first-page';
import { useFetch } from '@/lib/use-fetch';
import { getTransactions } from '@/features/transactions/api/get-transactions';
import { pageFromSearch } from '@/features/transactions/api/transaction-paths';
import { PaginationNav } from '@/components/pagination-nav';
import { TransactionList } from '@/features/transactions/components/transaction-list';
import { useSiteContent } from '../shell/use-site-content';
import { useMessages } from '@/lib/i18n/use-messages';
import { pagesMessages } from './pages-messages';

const PATH = '/transaction-history';

/**
 * `/transaction-history`: the resident's transactions, a page at a time; cards on a phone, and at
 * every width on smart-city sites.
 */
export default function TransactionHistoryPage() {
  const t = useMessages(pagesMessages);
  const page = pageFromSearch(useSearch());
  const cards = contentFlag(useSiteContent(), 'SMART_CITY_TRANSACTION_HISTORY');
  const { state } = useFetch(String(page), (signal) => getTransactions(page, signal));
  const list = state.data;
  useFirstPageShown(state.status !== 'loading');

  return (
    <div className="page">
      <h1>{t('transactionHistory')}</h1>
      {state.status === 'error' ? (
        <p role="alert">{t('historyFailed')}</p>
      ) : !list ? (
        <div role="status" aria-busy="true" aria-label={t('loading')} />
      ) : list.data.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <TransactionList items={list.data} cards={cards} />
          <PaginationNav pagination={list.meta.pagination} path={PATH} />
        </>
      )}
    </div>
  );
}
