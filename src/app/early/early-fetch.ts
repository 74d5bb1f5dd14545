// Run by the first HTML of a transaction's page as a script of its own (server/src/http/
// route-preloads.ts, `run`), while the app's main script is still downloading: it imports nothing,
// so it costs one small file, and the transaction is on its way a second sooner on a slow phone.

interface Early {
  token: string;
  response: Promise<Response>;
}

const started = new Map<string, Early>();

/**
 * The API reads a page shows first, for the pages that start them early: a transaction's detail
 * and the payment settings (the convenience fee beside Pay Now). The same addresses as
 * transactionPath and PAYMENT_SETTINGS_PATH (early-fetch.test.ts checks).
 */
export function earlyUrls(path: string): string[] {
  const detail = /^\/transaction-history\/([^/]+)\/?$/.exec(path)?.[1];
  let id: string;
  try {
    id = decodeURIComponent(detail ?? '');
  } catch {
    return []; // a broken address: the page says so itself
  }
  if (!id) return [];
  return [
    `/api/v1/taxpayers/transaction_histories/${encodeURIComponent(id)}`,
    '/api/v1/taxpayers/payment_settings',
  ];
}

/** Starts the page's first reads for a signed-in person online, with the headers the app sends. */
export function startEarlyFetch(path: string, storage: Storage = localStorage) {
  let token: string | null = null;
  let fil = false;
  try {
    token = storage.getItem('token');
    fil = storage.getItem('locale') === 'fil';
  } catch {
    return; // storage blocked: the app asks as usual
  }
  if (!token || !navigator.onLine) return;
  const headers = {
    Accept: 'application/vnd.api+json',
    'Accept-Language': fil ? 'fil, en;q=0.5' : 'en',
    Authorization: `Bearer ${token}`,
  };
  for (const url of earlyUrls(path)) {
    const response = fetch(url, { headers });
    response.catch(() => undefined);
    started.set(url, { token, response });
  }
}

/** The response started early for `url` under `token`, once; none for another session. */
export function takeEarlyFetch(url: string, token: string): Promise<Response> | undefined {
  const early = started.get(url);
  started.delete(url);
  return early?.token === token ? early.response : undefined;
}

if (typeof location !== 'undefined') startEarlyFetch(location.pathname);
