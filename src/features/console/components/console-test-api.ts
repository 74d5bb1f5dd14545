import { vi } from 'vitest';

/** A stubbed answer: status (200 by default) and JSON body. */
export type Handler = (body: unknown, url: URL) => { status?: number; body: unknown };
export interface Call {
  method: string;
  path: string;
  body: unknown;
  auth: string | null;
}

/**
 * The console's tests stub the network at fetch, the one seam: each `METHOD /path` answers from
 * its handler (404 otherwise), and every call is kept for the test to read.
 */
export function stubConsoleApi(routes: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
      const auth = new Headers(init?.headers).get('Authorization');
      calls.push({ method, path: url.pathname, body, auth });
      const handler = routes[`${method} ${url.pathname}`];
      const answer = handler ? handler(body, url) : { status: 404, body: { message: 'Not found' } };
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status ?? 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
  return calls;
}
