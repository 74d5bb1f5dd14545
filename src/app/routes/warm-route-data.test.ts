import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarlyFetch } from '@/app/early/early-fetch';
import { warmRouteData } from '@/app/routes/warm-route-data';
import { getTransactions } from '@/features/transactions/api/get-transactions';
import { ApiError, configureHttp, http, warmGet } from '@/lib/http';

const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const emptyPage = {
  data: [],
  meta: { pagination: { total: 0, count: 0, per_page: 10, current_page: 2, total_pages: 1 } },
};

describe('warmGet: a page’s first data asked for before the page’s code arrives', () => {
  const onError = vi.fn();
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    configureHttp({ onError, onTokenExpired: () => undefined });
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('token', 'session-a');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetAllMocks();
    localStorage.clear();
  });

  it('answers the page’s own request with the warmed one: one request, sent with the session', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(respond(200, emptyPage)));
    warmRouteData('/transaction-history', '?page=2');
    expect(fetchMock).toHaveBeenCalledOnce();
    const list = await getTransactions(2);
    expect(list.meta.pagination.current_page).toBe(2);
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v1/taxpayers/transaction_histories?page=2&per_page=10');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer session-a');
    // Taken once: asking again asks the server again.
    await getTransactions(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not used for another query or another session', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(respond(200, { data: [] })));
    warmGet('/api/x', { page: 1 });
    await http.get('/api/x', { query: { page: 2 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    localStorage.setItem('token', 'session-b');
    await http.get('/api/x', { query: { page: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(new Headers(fetchMock.mock.calls[2]?.[1]?.headers).get('Authorization')).toBe('Bearer session-b');
  });

  it('fails the page’s request as the page’s own would, with the catalogue’s message', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(respond(500, { message: 'boom' })));
    warmGet('/api/y');
    const error = (await http.get('/api/y').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(500);
    expect(onError).toHaveBeenCalledOnce();
  });

  it('starts, asking nothing, on a transaction address that does not decode', () => {
    expect(() => warmRouteData('/transaction-history/%E0%A4%A', '')).not.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks nothing signed out', () => {
    localStorage.clear();
    warmRouteData('/transaction-history/12', '');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks, for a transaction, for it and for the fee shown beside Pay Now', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(respond(200, { data: {} })));
    warmRouteData('/transaction-history/12', '');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/v1/taxpayers/transaction_histories/12',
      '/api/v1/taxpayers/payment_settings',
    ]);
  });

  it('takes the transaction the first HTML already asked for: one request in all', async () => {
    const transaction = { data: { id: '12', type: 'transaction_histories', attributes: {} } };
    fetchMock.mockImplementation(() => Promise.resolve(respond(200, transaction)));
    startEarlyFetch('/transaction-history/12');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    warmRouteData('/transaction-history/12', '');
    await vi.waitFor(() =>
      expect(http.get('/api/v1/taxpayers/transaction_histories/12')).resolves.toEqual(transaction),
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks again when the early answer failed, and fails as the page’s own request would', async () => {
    fetchMock.mockImplementationOnce(() => Promise.resolve(respond(500, { message: 'early' })));
    fetchMock.mockImplementation(() => Promise.resolve(respond(200, { data: [] })));
    startEarlyFetch('/transaction-history/12');
    warmRouteData('/transaction-history/12', '');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    await expect(http.get('/api/v1/taxpayers/transaction_histories/12')).resolves.toEqual({ data: [] });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
