import { vi } from 'vitest';
import type { OvrCheck, OvrReceipt } from '@/domain/contracts/ordinance-violations';

/** The demo's journey ticket, as `check/ovr` answers it. */
export const TICKET: OvrCheck['attributes'] = {
  ovr_no: 'OVR-2026-000101',
  violator_name: 'JUAN P. DELA CRUZ',
  apprehended_at: '2026-06-10T06:20:00.000Z',
  place: 'RIZAL AVENUE CORNER MABINI STREET',
  plate_no: '',
  violations: [{ ordinance: 'CITY ORDINANCE 2019-045 SEC. 3', violation: 'LITTERING', amount: '500.00' }],
  total_amount: '500.00',
  is_paid: false,
  being_paid: false,
  receipt_id: null,
};

/** The resident's receipt of it, its statement payable. */
export const RECEIPT: OvrReceipt = {
  type: 'ordinance_violation_receipts',
  id: '12',
  attributes: {
    ovr_no: TICKET.ovr_no,
    violator_name: TICKET.violator_name,
    apprehended_at: TICKET.apprehended_at,
    place: TICKET.place,
    plate_no: TICKET.plate_no,
    violations: TICKET.violations,
    total_amount: TICKET.total_amount,
    photo_url: '/api/v1/taxpayers/uploads/00000000-0000-4000-8000-000000000001',
    soa_number: 'OVR-SOA-2026-000001',
    soa_expires_on: '2026-07-01',
    soa_status: 'PAYABLE',
    amount: '500.00',
  },
  relationships: { transaction_history: { data: { type: 'transaction_histories', id: '77' } } },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Stubs fetch with answers by 'METHOD /path'; answers the calls made. */
export function stubOvrApi(routes: Record<string, (url: URL) => unknown>) {
  const calls: { method: string; url: URL }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      calls.push({ method, url });
      const handler = routes[`${method} ${url.pathname}`];
      if (!handler) return Promise.reject(new Error(`unexpected ${method} ${url.pathname}`));
      return Promise.resolve(json(handler(url)));
    }),
  );
  return calls;
}
