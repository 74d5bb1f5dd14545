import { create } from 'zustand';
import type { TransactionHistory } from '@/domain/contracts/payments';

/**
 * Transactions as the server last answered them, by id: what a page fetched, what a payment
 * re-read after the gateway, what a cancel or an upload answered. Pages read it through
 * `useTransaction`; it is cleared when the session ends.
 */
export const useTransactionCache = create<Readonly<Record<string, TransactionHistory>>>(() => ({}));

export function rememberTransaction(id: string, transaction: TransactionHistory) {
  useTransactionCache.setState({ [id]: transaction });
}

export function forgetTransactions() {
  useTransactionCache.setState({}, true);
}
