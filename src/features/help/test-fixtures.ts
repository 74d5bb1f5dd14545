import { vi } from 'vitest';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (url: URL, body: unknown) => unknown;

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
      const answer = handler(url, body);
      return Promise.resolve(answer instanceof Response ? answer : json(answer));
    }),
  );
  return calls;
}

const place = (type: string, code: string, name: string, extra: object) => ({
  type,
  id: code,
  attributes: { code, name, ...extra },
});

/** The place look-up of the demo city: one region, province, city and two barangays. */
export const PLACE_ROUTES: Record<string, Handler> = {
  'GET /api/v1/taxpayers/places': (url) => {
    const level = url.searchParams.get('level');
    const rows = {
      region: [
        place('places', '0400000000', 'Region IV-A (CALABARZON)', { level: 'region', parent_code: null }),
      ],
      province: [place('places', '0403400000', 'Laguna', { level: 'province', parent_code: '0400000000' })],
      municipality: [
        place('places', 'BDC', 'Bayan Demo City', { level: 'municipality', parent_code: '0403400000' }),
      ],
    }[level ?? 'region'];
    return { data: rows ?? [] };
  },
  'GET /api/v1/taxpayers/barangays': () => ({
    data: [
      place('barangays', 'BDC-001', 'Bagong Silang', { municipality_code: 'BDC' }),
      place('barangays', 'BDC-002', 'Poblacion', { municipality_code: 'BDC' }),
    ],
  }),
};

/** A 422 as the server answers a refused field. */
export const refused = (field: string, message: string) =>
  json({ message, errors: { [field]: [message] } }, 422);
