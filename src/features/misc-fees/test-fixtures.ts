import { vi } from 'vitest';
import { fakePaymentControls } from '@/components/payment-controls-test-kit';
import type { PaymentControls } from '@/components/payment-controls';

/** A JSON response as the API sends it. */
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (url: URL) => unknown;

/** Stubs fetch by 'METHOD /path'; any other call fails the test. Returns the calls made. */
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
      const answer = handler(url);
      return Promise.resolve(answer instanceof Response ? answer : json(answer));
    }),
  );
  return calls;
}

/** A 404 as the API answers an unknown SOA. */
export const notFound = () => json({ message: 'No Record Found', errors: [] }, 404);

/** Payment controls that create the payment and record the transaction ids. */
export function fakePayment(overrides: Partial<PaymentControls> = {}) {
  return fakePaymentControls({ label: 'Pay Now', ...overrides });
}

/** A created transaction's answer. */
export const createdAs = (type: string, id: string, attributes: unknown) => ({
  data: {
    type,
    id,
    attributes,
    relationships: { transaction_history: { data: { type: 'transaction_histories', id } } },
  },
  message: 'Created!',
});

const fee = (id: string, account_title: string, amount: string) => ({
  type: 'miscellaneous_fees',
  id,
  attributes: {
    account_title,
    name: account_title,
    amount,
    office_id: 1,
    system_module_id: 18,
    application_status_id: 40,
  },
});

/** The demo Treasurer's Office with a fixed fee and a 0.00 one. */
export const OFFICES = {
  data: [{ type: 'offices', id: '1', attributes: { name: "City Treasurer's Office" } }],
};
export const FEES = {
  data: [fee('11', 'CERTIFIED TRUE COPY', '50.00'), fee('12', 'OTHER TREASURY FEES', '0.00')],
};
