import { vi } from 'vitest';
import { fakePaymentControls } from '@/components/payment-controls-test-kit';
import type { PaymentControls } from '@/components/payment-controls';
import type { RptListResponse, RptProperty, RptTotal } from '@/domain/contracts/property-tax';

type Handler = (url: URL, body: unknown) => unknown;

/**
 * Stubs the network at fetch: each route is 'METHOD /path'; any other call fails the test.
 * Returns the calls made, for asserting queries and bodies.
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
      const answer = handler(url, body);
      return Promise.resolve(
        answer instanceof Response
          ? answer
          : new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } }),
      );
    }),
  );
  return calls;
}

/** Payment controls that create the billing and record the transaction ids it answered. */
export function fakePayment(overrides: Partial<PaymentControls> = {}) {
  return fakePaymentControls(overrides);
}

const human = (centavos: number) =>
  `₱${(centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A property as the server lists it: the whole year's tax, not yet priced (0) unless given. */
export function property(pin: string, extra: Partial<RptProperty> = {}): RptProperty {
  const p = {
    owner_id: 'DEMO00001',
    owner_name: 'J*** D***',
    pin,
    new_pin: null,
    new_arp: `ARP-${pin.slice(-3)}`,
    barangay: 'POBLACION',
    survey_no: 'PSD-1234',
    kind: 'LAND' as const,
    classification: 'RESIDENTIAL',
    tax_year: 2026,
    initial_amount: '3000.00',
    tax_due: 300000,
    penalty: 0,
    discount: 0,
    total: 300000,
    quarter_from: 1,
    period: 4,
    selected: false,
    ...extra,
  };
  return {
    ...p,
    tax_due_human: human(p.tax_due),
    penalty_human: human(p.penalty),
    discount_human: human(p.discount),
    total_human: human(p.total),
  };
}

/** The sums of some properties, as the server answers them. */
export function totalOf(properties: readonly RptProperty[]): RptTotal {
  const sum = (key: 'tax_due' | 'penalty' | 'discount' | 'total') =>
    properties.reduce((s, p) => s + p[key], 0);
  const [tax_due, penalty, discount, total] = [sum('tax_due'), sum('penalty'), sum('discount'), sum('total')];
  return {
    tax_due,
    penalty,
    discount,
    total,
    tax_due_human: human(tax_due),
    penalty_human: human(penalty),
    discount_human: human(discount),
    total_human: human(total),
  };
}

/** A real_property_list answer: every list empty unless given. */
export const listAnswer = (lists: Partial<Omit<RptListResponse, 'total'>> = {}): RptListResponse => {
  const properties = lists.properties ?? [];
  return { properties, advance: [], deliquent: [], pending: [], ...lists, total: totalOf(properties) };
};
