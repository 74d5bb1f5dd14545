import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';

const FRAME_HOSTS = 'https://m.gcash.example https://wallet.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ frameAncestors: FRAME_HOSTS, bodyLimitBytes: 1024 });
});
afterAll(() => t.close());

describe('API edges', () => {
  it('answers an unknown /api path with 404 JSON the error catalogue reads', async () => {
    const res = await t.app.request('/api/v1/no/such/thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/json/);
    const body = (await res.json()) as { message: string; errors: { detail: string }[] };
    expect(body.errors[0]?.detail).toBe('Not found');
    expect(body.message).toBe('Not found');
  });

  it('answers 404 JSON for other methods on unknown /api paths', async () => {
    const res = await t.app.request('/api/v1/taxpayers/nothing', { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { errors: { detail: string }[] }).errors[0]?.detail).toBe('Not found');
  });

  it('refuses a body over the limit with 413 JSON', async () => {
    const body = JSON.stringify({ note: 'x'.repeat(2048) });
    const res = await t.app.request('/api/v1/taxpayer/authenticate', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
    });
    expect(res.status).toBe(413);
    const json = (await res.json()) as { message: string; errors: { status: string }[] };
    expect(json.message).toBe('The request body is too large.');
    expect(json.errors[0]?.status).toBe('413');
  });

  it('gives every response a request id', async () => {
    const res = await t.app.request('/healthz');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });
});

describe('security headers', () => {
  it('sends a CSP without inline scripts that limits framing to the configured hosts', async () => {
    const res = await t.app.request('/api/v1/taxpayers/cms');
    const csp = res.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(csp).not.toContain('unsafe-inline');
    expect(directives.get('frame-ancestors')).toEqual(["'self'", ...FRAME_HOSTS.split(' ')]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    // Frames: the portal's own pages (the sandbox's checkout, at PUBLIC_URL) and the news video
    // players NEWS_VIDEO_PROVIDERS allows (YouTube's no-cookie player by default), never any https: site.
    expect(directives.get('frame-src')).toEqual([
      "'self'",
      'http://localhost:8080',
      'https://www.youtube-nocookie.com',
    ]);
  });

  it('sends nosniff, HSTS and a referrer policy, on errors too', async () => {
    for (const path of ['/api/v1/taxpayers/cms', '/api/v1/missing', '/healthz']) {
      const res = await t.app.request(path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('strict-transport-security'), path).toMatch(/^max-age=\d+/);
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('health checks', () => {
  it('GET /healthz says the process is up', async () => {
    const res = await t.app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz says the database answers', async () => {
    const res = await t.app.request('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'up' });
  });
});
