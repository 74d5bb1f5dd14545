import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createJsonCache } from './json-cache';
import { sendCached } from './send-cached';

const big = { data: Array.from({ length: 100 }, (_, i) => ({ id: String(i), name: `module ${i}` })) };

function app() {
  const cache = createJsonCache(60_000);
  const a = new Hono();
  a.get('/big', async (c) => sendCached(c, await cache.get('big', () => Promise.resolve(big))));
  a.get('/small', async (c) => sendCached(c, await cache.get('small', () => Promise.resolve({ ok: 1 }))));
  return a;
}

describe('sendCached', () => {
  it('gzips a large document for a client that accepts gzip', async () => {
    const res = await app().request('/big', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual(big);
  });

  it('sends plain JSON to a client that does not accept gzip, and small documents as they are', async () => {
    const a = app();
    const plain = await a.request('/big');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.json()).toEqual(big);
    const small = await a.request('/small', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
  });
});
