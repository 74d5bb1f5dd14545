import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRoutePreloads, DEEP_LINK_PAGES } from './route-preloads';
import { staticFiles } from './static-files';

const dir = mkdtempSync(join(tmpdir(), 'bayan-preloads-'));
mkdirSync(join(dir, '.vite'));
writeFileSync(
  join(dir, 'index.html'),
  '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
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
    for (const [, file] of DEEP_LINK_PAGES) expect(existsSync(resolve(file)), file).toBe(true);
  });
});
