import { useEffect } from 'react';
import type { TransactionHistory } from '@/domain/contracts/payments';
import { useFetch } from '@/lib/use-fetch';
import { rememberTransaction, useTransactionCache } from '@/stores/transactions';
import { getTransaction } from './api/get-transaction';

/**
 * One transaction for a page: read from the server when the page opens, then kept up to date by
 * whatever answers with it (the payment re-read after the gateway, a cancel, an upload), so no
 * page keeps its own copy. `failed` only when nothing could be read at all.
 */
export function useTransaction(id: string | null) {
  const cached = useTransactionCache((s) => (id === null ? undefined : s[id]));
  const { state, reload } = useFetch(
    id,
    async (signal) => (await getTransaction(id ?? '', signal)).data.attributes,
  );
  const fetched = state.data;
  // The answer first renders as useFetch's transition, in slices; the shared copy learns it after
  // that render. Written from the loader, the store's update would render the whole page at once.
  useEffect(() => {
    if (id !== null && fetched) rememberTransaction(id, fetched);
  }, [id, fetched]);
  return {
    transaction: cached ?? fetched ?? null,
    failed: state.status === 'error' && !cached,
    reload,
    /** Keeps what an action answered (a cancel, an upload). */
    update: (transaction: TransactionHistory) => {
      if (id !== null) rememberTransaction(id, transaction);
    },
  };
}
