import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticFiles } from './static-files';

const INDEX = '<!doctype html><title>Bayan</title><div id="root"></div>';
const SCRIPT = 'console.log("bayan");'.repeat(20);

let dir: string;
let app: ReturnType<typeof staticFiles>;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bayan-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(dir, 'assets', 'x.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'x.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'assets', 'x.js.gz'), gzipSync(SCRIPT));
  app = staticFiles(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('static files', () => {
  it('answers an app route with index.html (SPA fallback), never cached', async () => {
    const res = await app.request('/about');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(INDEX);
  });

  it('serves index.html at the root', async () => {
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
  });

  it('answers 404 for a missing file instead of the page', async () => {
    const res = await app.request('/missing.js');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<html');
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.request('/assets/x.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(SCRIPT);
  });

  it('does not cache files outside assets for long', async () => {
    const res = await app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    ['br', 'gzip, deflate, br', brotliCompressSync(SCRIPT)],
    ['gzip', 'gzip, deflate', gzipSync(SCRIPT)],
  ])('serves the precompressed %s variant when accepted', async (encoding, accept, expected) => {
    const res = await app.request('/assets/x.js', { headers: { 'Accept-Encoding': accept } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer()).equals(expected)).toBe(true);
  });

  it('never serves a file outside the folder', async () => {
    for (const path of [
      '/assets/..%2f..%2fetc%2fpasswd',
      '/../etc/passwd',
      '/assets/%2e%2e/%2e%2e/etc/hosts',
    ]) {
      const res = await app.request(path);
      expect(await res.text(), path).not.toMatch(/root:|localhost/);
    }
  });
});
