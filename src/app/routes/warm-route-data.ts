import {
  pageFromSearch,
  TRANSACTIONS_PATH,
  transactionPath,
  transactionsQuery,
} from '@/features/transactions/api/transaction-paths';
import { PAYMENT_SETTINGS_PATH } from '@/features/payments/api/payment-settings-path';
import { warmGet } from '@/lib/http';
import { readStored } from '@/lib/storage';
import { warmIntl } from '@/lib/i18n/warm-intl';

// A broken address ('%E0%A4%A') is the page's to report, not a reason for the app not to start.
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

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
  if (path === '/transaction-history') {
    warmGet(TRANSACTIONS_PATH, transactionsQuery(pageFromSearch(search)));
    warmIntl();
    return;
  }
  const detail = /^\/transaction-history\/([^/]+)$/.exec(path);
  const id = safeDecode(detail?.[1] ?? '');
  if (id) {
    // An unpaid transaction shows the convenience fee beside Pay Now. The first HTML started
    // both reads (early-fetch.ts): the answers are taken from there, or asked now.
    const urls = [transactionPath(id), PAYMENT_SETTINGS_PATH];
    const token = readStored('token') ?? '';
    void import('@/app/early/early-fetch')
      .then(({ takeEarlyFetch }) =>
        urls.forEach((url) => warmGet(url, undefined, takeEarlyFetch(url, token))),
      )
      .catch(() => urls.forEach((url) => warmGet(url)));
    warmIntl();
  }
}
