import { vi } from 'vitest';
import { fakePaymentControls } from '@/components/payment-controls-test-kit';
import type { PaymentControls } from '@/components/payment-controls';

/** A JSON response as the API sends it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (url: URL, init: RequestInit | undefined) => unknown;

/**
 * Stubs the network at its one seam (fetch): each route is 'METHOD /path'; a call to any other
 * route fails the test. Returns the calls made, for asserting queries and bodies.
 */
export function stubApi(routes: Record<string, Handler>) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, url, body });
      const handler = routes[`${method} ${url.pathname}`];
      if (!handler) return Promise.reject(new Error(`unexpected ${method} ${url.pathname}`));
      const answer = handler(url, init);
      return Promise.resolve(answer instanceof Response ? answer : json(answer));
    }),
  );
  return calls;
}

/** Payment controls that create the billing and record where the flow would go. */
export function fakePayment(overrides: Partial<PaymentControls> = {}) {
  return fakePaymentControls(overrides);
}

/** A §3 business tax billing record (API flavour). */
export const apiRecord = (extra: Record<string, unknown> = {}) => ({
  bin: '123-45-6789-0000001',
  amount: '12500.00',
  amount_human: '12,500.00',
  account_name: 'SARI-SARI NI ALING NENA',
  owner_name: 'N*** R***',
  ownership: 'SOLE PROPRIETORSHIP',
  date_processed: '2026-01-15',
  expiration_date: '2026-12-31',
  qtr_from: 1,
  qtr_to: 4,
  mode_of_payment_1: null,
  mode_of_payment_2: null,
  surcharge: '0.00',
  total_amount: '12500.00',
  ...extra,
});

/** A billing creation answer with its transaction history id. */
export const created = (id: string, attributes: unknown = apiRecord()) => ({
  data: {
    type: 'billings',
    id: 'b1',
    attributes,
    relationships: { transaction_history: { data: { type: 'transaction_histories', id } } },
  },
  message: 'Created!',
});
