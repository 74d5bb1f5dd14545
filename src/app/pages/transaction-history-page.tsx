import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import type { TransactionHistoryList } from '@/domain/contracts/payments';
import { contentFlag } from '@/content/content-flag';
import { EmptyState } from '@/components/empty-state';
import { getTransactions } from '@/features/transactions/api/get-transactions';
import { PaginationNav } from '@/features/transactions/components/pagination-nav';
import { TransactionCards } from '@/features/transactions/components/transaction-cards';
import { TransactionTable } from '@/features/transactions/components/transaction-table';
import { useSiteContent } from '../shell/use-site-content';

const PATH = '/transaction-history';

/** `/transaction-history`: the resident's transactions, a page at a time; cards on smart-city sites. */
export default function TransactionHistoryPage() {
  const page = Math.max(1, Math.trunc(Number(new URLSearchParams(useSearch()).get('page'))) || 1);
  const cards = contentFlag(useSiteContent(), 'SMART_CITY_TRANSACTION_HISTORY');
  const [list, setList] = useState<TransactionHistoryList | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setFailed(false);
    getTransactions(page).then(
      (doc) => current && setList(doc),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [page]);

  return (
    <div className="page">
      <h1>Transaction History</h1>
      {failed ? (
        <p role="alert">Your transactions could not be loaded. Please reload the page.</p>
      ) : !list ? (
        <div aria-busy="true" aria-label="Loading" />
      ) : list.data.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          {cards ? <TransactionCards items={list.data} /> : <TransactionTable items={list.data} />}
          <PaginationNav pagination={list.meta.pagination} path={PATH} />
        </>
      )}
    </div>
  );
}
