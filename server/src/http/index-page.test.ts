import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { staticFiles } from './static-files';

const dir = mkdtempSync(join(tmpdir(), 'bayan-index-'));
writeFileSync(
  join(dir, 'index.html'),
  '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('index page with boot data', () => {
  it('embeds the boot data as a JSON data block, escaping "<"', async () => {
    const app = staticFiles(dir, () => Promise.resolve({ key: 'k1', json: '{"cms":{"x":"</script><b>"}}' }));
    const res = await app.request('/about');
    const html = await res.text();
    expect(res.headers.get('Content-Type')).toContain('text/html');
    expect(html).toContain(
      '<script type="application/json" id="bayan-boot">{"cms":{"x":"\\u003c/script>\\u003cb>"}}</script></head>',
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('sends it compressed when the browser accepts gzip', async () => {
    const app = staticFiles(dir, () => Promise.resolve({ key: 'k2', json: '{"a":1}' }));
    const res = await app.request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('id="bayan-boot">{"a":1}');
  });

  it('renders again when the data changes', async () => {
    let version = 1;
    const app = staticFiles(dir, () => Promise.resolve({ key: `v${version}`, json: `{"v":${version}}` }));
    expect(await (await app.request('/')).text()).toContain('{"v":1}');
    version = 2;
    expect(await (await app.request('/')).text()).toContain('{"v":2}');
  });
});

describe('landing page first paint', () => {
  it('puts the pre-rendered landing markup in the root element of / only', async () => {
    const app = staticFiles(dir, () =>
      Promise.resolve({ key: 'k9', json: '{}', landing: '<main>Hello</main>' }),
    );
    expect(await (await app.request('/')).text()).toContain('<div id="root"><main>Hello</main></div>');
    expect(await (await app.request('/faq')).text()).toContain('<div id="root"></div>');
  });
});
