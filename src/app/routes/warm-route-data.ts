import {
  pageFromSearch,
  TRANSACTIONS_PATH,
  transactionsQuery,
} from '@/features/transactions/api/transaction-paths';
import { warmGet } from '@/lib/http';
import { expectFirstPageData } from '@/lib/first-page';
import { readStored } from '@/lib/storage';

/**
 * At start, asks for the data the opened page shows first while the page's code is still on its
 * way (a signed-in deep link: the history, a transaction), instead of after it. Signed out,
 * nothing is asked (warmGet needs a session), except on /auth, where asking is signing in.
 */
export function warmRouteData(path: string, search: string) {
  if (path === '/auth') {
    // GCash sign-in (issue 15): the wallet and the server are asked while the shell still renders.
    void import('@/features/wallet/wallet-sign-in').then(({ startWalletSignIn }) => startWalletSignIn());
    return;
  }
  // Signed in, these pages show their data first; background work waits for it (first-page.ts).
  const token = readStored('token');
  if (path === '/transaction-history') {
    if (token !== null) expectFirstPageData();
    warmGet(TRANSACTIONS_PATH, transactionsQuery(pageFromSearch(search)));
    return;
  }
  if (/^\/transaction-history\/[^/]+$/.test(path)) {
    // A transaction and the fee beside Pay Now: the first HTML started both reads (early-fetch.ts,
    // which names them, and refuses an address that does not decode); the answers are taken from
    // there, or asked now. Without that module the page asks for itself.
    if (token !== null) expectFirstPageData();
    void import('@/app/early/early-fetch')
      .then(({ earlyUrls, takeEarlyFetch }) => {
        for (const url of earlyUrls(path)) warmGet(url, undefined, takeEarlyFetch(url, token ?? ''));
      })
      .catch(() => undefined);
  }
}
