import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRoutePreloads, DEEP_LINK_PAGES } from './route-preloads';
import { staticFiles } from './static-files';

const dir = mkdtempSync(join(tmpdir(), 'bayan-preloads-'));
mkdirSync(join(dir, '.vite'));
writeFileSync(
  join(dir, 'index.html'),
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-A1.js"></script></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  join(dir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_shared-B2.js'] },
    '_shared-B2.js': { file: 'assets/shared-B2.js' },
    'src/app/pages/transaction-history-page.tsx': {
      file: 'assets/transaction-history-page-C3.js',
      imports: ['index.html', '_shared-B2.js', '_record-table-D4.js'],
      css: ['assets/transaction-history-page-E5.css'],
    },
    '_record-table-D4.js': { file: 'assets/record-table-D4.js', css: ['assets/record-table-F6.css'] },
    'src/app/pages/wallet-auth-page.tsx': {
      file: 'assets/wallet-auth-page-G7.js',
      imports: ['index.html', '_wallet-sign-in-H8.js'],
      dynamicImports: ['src/app/pages/wallet-home-page.tsx'],
    },
    '_wallet-sign-in-H8.js': { file: 'assets/wallet-sign-in-H8.js' },
    'src/app/pages/wallet-home-page.tsx': {
      file: 'assets/wallet-home-page-J9.js',
      imports: ['index.html', '_shared-B2.js'],
    },
    'mini-program-bridge/wallet-auth-code.ts': {
      file: 'assets/wallet-auth-code-K1.js',
      isDynamicEntry: true,
      imports: ['_detect-mini-program-L2.js'],
    },
    '_detect-mini-program-L2.js': { file: 'assets/detect-mini-program-L2.js' },
  }),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('deep-link preloads', () => {
  const preloads = createRoutePreloads(join(dir, '.vite', 'manifest.json'));

  it('names, for a deep link, the page’s code and styles the entry does not already load', () => {
    const found = preloads('/transaction-history');
    expect(found?.page).toBe('src/app/pages/transaction-history-page.tsx');
    expect(found?.links).toBe(
      '<link rel="modulepreload" href="/assets/transaction-history-page-C3.js">' +
        '<link rel="modulepreload" href="/assets/record-table-D4.js">' +
        '<link rel="preload" as="style" href="/assets/transaction-history-page-E5.css">' +
        '<link rel="preload" as="style" href="/assets/record-table-F6.css">',
    );
  });

  it('names the code of the page a page goes on to by itself (GCash sign-in → the wallet home), and runs a module that waits for nothing of the app', () => {
    expect(preloads('/auth')?.links).toBe(
      '<link rel="modulepreload" href="/assets/wallet-auth-code-K1.js">' +
        '<link rel="modulepreload" href="/assets/detect-mini-program-L2.js">' +
        '<link rel="modulepreload" href="/assets/wallet-auth-page-G7.js">' +
        '<link rel="modulepreload" href="/assets/wallet-sign-in-H8.js">' +
        '<link rel="modulepreload" href="/assets/wallet-home-page-J9.js">',
    );
    expect(preloads('/auth')?.script).toBe(
      '<script type="module" src="/assets/wallet-auth-code-K1.js"></script>',
    );
    expect(preloads('/transaction-history')?.script).toBe('');
  });

  it('runs that module before the app’s main script (module scripts run in document order)', async () => {
    const html = await (await staticFiles(dir).request('/auth')).text();
    expect(html).toContain(
      '<head><script type="module" src="/assets/wallet-auth-code-K1.js"></script><script type="module" crossorigin src="/assets/index-A1.js"></script>',
    );
  });

  it('names nothing for other paths, or for a page the build does not have', () => {
    expect(preloads('/nowhere')).toBeNull();
    expect(preloads('/transaction-history/12')).toBeNull();
  });

  it('puts the links in the first HTML of that page only', async () => {
    const app = staticFiles(dir);
    const history = await (await app.request('/transaction-history?page=2')).text();
    expect(history).toMatch(
      /<link rel="modulepreload" href="\/assets\/transaction-history-page-C3\.js">.*<\/head>/,
    );
    const other = await (await app.request('/faq')).text();
    expect(other).not.toContain('modulepreload');
  });

  it('points at page files that exist (a renamed page must be renamed here too)', () => {
    for (const { page, next = [], run } of DEEP_LINK_PAGES)
      for (const file of [page, ...next, ...(run ? [run] : [])])
        expect(existsSync(resolve(file)), file).toBe(true);
  });

  it('paints the page’s heading under the header at once, in English; a Filipino reader gets the header only', async () => {
    const app = staticFiles(dir, () =>
      Promise.resolve({ key: 'h', json: '{}', header: '<header class="site-header">logo</header>' }),
    );
    const english = await (await app.request('/transaction-history')).text();
    expect(english).toContain(
      '<div id="root"><header class="site-header">logo</header><main id="main" tabindex="-1"><div class="page"><h1>Transaction History</h1></div></main></div>',
    );
    const filipino = await app.request('/transaction-history', { headers: { Cookie: 'a=1; locale=fil' } });
    expect(filipino.headers.get('Vary')).toContain('Cookie');
    const html = await filipino.text();
    expect(html).toContain('<div id="root"><header class="site-header">logo</header></div>');
    expect(html).not.toContain('Transaction History');
  });

  it('uses the web app’s own English words for each first paint', () => {
    const catalogue = JSON.parse(readFileSync(resolve('src/app/pages/messages/en.json'), 'utf8')) as Record<
      string,
      string
    >;
    const words = new Set(Object.values(catalogue));
    for (const { page, start } of DEEP_LINK_PAGES) {
      const texts = [...(start ?? '').matchAll(/>([^<]+)</g)].map((m) => m[1] ?? '');
      for (const text of texts) expect(words.has(text), `${page}: '${text}'`).toBe(true);
    }
  });
});
