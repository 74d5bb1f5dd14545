/** The transaction history's API (§7.3), shared by its calls and the start-up warm-up of its pages. */
export const TRANSACTIONS_PATH = '/api/v1/taxpayers/transaction_histories';

/** Transactions per page of the history. */
export const TRANSACTIONS_PER_PAGE = 10;

export const transactionPath = (id: string) => `${TRANSACTIONS_PATH}/${encodeURIComponent(id)}`;

/** The history's page number in an address's query (`?page=2`); 1 when absent or nonsense. */
export const pageFromSearch = (search: string) =>
  Math.max(1, Math.trunc(Number(new URLSearchParams(search).get('page'))) || 1);

/** The history's query for a page, exactly as getTransactions sends it. */
export const transactionsQuery = (page: number, perPage = TRANSACTIONS_PER_PAGE) => ({
  page,
  per_page: perPage,
});
