import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNewsCommand } from '../../cli/news-commands';
import { DEMO_NEWS } from '../../db/seed/demo-news';
import { createMemoryStorage } from '../../testing/memory-storage';
import { createTestApp, type TestApp } from '../../testing/test-app';

const dir = mkdtempSync(join(tmpdir(), 'bayan-news-'));
writeFileSync(
  join(dir, 'index.html'),
  '<!doctype html><html><head><title>Bayan e-Services</title>\n<meta\n  name="description"\n  content="Pay local taxes"\n/></head><body><div id="root"></div></body></html>',
);
let clock = new Date();
const storage = createMemoryStorage();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ staticDir: dir, adapters: { now: () => clock, storage } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Item {
  id: string;
  attributes: { title: string; kind: string; featured: boolean; body?: string; summary: string };
}
interface ListDoc {
  data: Item[];
  meta: {
    pagination: { total: number; count: number; per_page: number; current_page: number; total_pages: number };
  };
}

async function list(query = '', headers?: Record<string, string>) {
  const res = await t.app.request(`/api/v1/taxpayers/news_articles${query}`, { headers });
  expect(res.status).toBe(200);
  return (await res.json()) as ListDoc;
}
const titles = async (query = '') => (await list(query)).data.map((d) => d.attributes.title);

/** Writes an article file (and its cover) and runs `news add` on it. */
async function add(frontMatter: string, body = 'Body.', files: Record<string, Uint8Array> = {}) {
  for (const [name, data] of Object.entries(files)) writeFileSync(join(dir, name), data);
  const file = join(dir, `a${Math.random().toString(36).slice(2)}.md`);
  writeFileSync(file, `---\n${frontMatter}\n---\n${body}\n`);
  const lines: string[] = [];
  const code = await runNewsCommand(
    { db: t.database.db, storage, providers: ['youtube'], now: () => clock },
    ['news', 'add', file],
    (l) => lines.push(l),
    (l) => lines.push(l),
  );
  return { code, lines, id: /#(\d+)/.exec(lines[0] ?? '')?.[1] ?? '' };
}
const cli = async (...args: string[]) => {
  const lines: string[] = [];
  const code = await runNewsCommand(
    { db: t.database.db, storage, providers: ['youtube'], now: () => clock },
    args,
    (l) => lines.push(l),
    (l) => lines.push(l),
  );
  return { code, lines };
};
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0b4f8a' } })
    .png()
    .toBuffer();
/** Lets the content cache time (5 s by default) run out on the app's clock. */
const later = (ms = 6_000) => {
  clock = new Date(clock.getTime() + ms);
};

describe('GET /api/v1/taxpayers/news_articles', () => {
  it('serves the demo news, newest first, with meta.pagination and no sign-in', async () => {
    const doc = await list('?per_page=2');
    expect(doc.data.map((d) => d.attributes.title)).toEqual([
      'Market road closed for repairs this week',
      'A tour of the new city hall',
    ]);
    expect(doc.meta.pagination).toEqual({
      total: DEMO_NEWS.length,
      count: 2,
      per_page: 2,
      current_page: 1,
      total_pages: 3,
    });
    const last = await list('?per_page=2&page=3');
    expect(last.data).toHaveLength(1);
    expect(last.meta.pagination).toMatchObject({ count: 1, current_page: 3 });
  });

  it('filters articles, videos, featured articles and featured videos', async () => {
    expect(await titles('?type=article&featured=1')).toEqual([
      'Market road closed for repairs this week',
      'Free vaccination drive at every barangay health centre',
    ]);
    expect(await titles('?type=video&featured=1')).toEqual(['A tour of the new city hall']);
    expect((await list('?type=video')).data.every((d) => d.attributes.kind === 'video')).toBe(true);
    expect((await list('?type=article')).meta.pagination.total).toBe(3);
  });

  it('refuses a bad filter or page size with the field named', async () => {
    const res = await t.app.request('/api/v1/taxpayers/news_articles?type=podcast&per_page=500');
    expect(res.status).toBe(422);
    expect(JSON.stringify(await res.json())).toMatch(/type must be article or video/);
  });

  it('gives a video its no-cookie player address and a cover with its size', async () => {
    const [video] = (await list('?type=video&featured=1')).data;
    expect(video?.attributes).toMatchObject({
      video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      video_embed_url: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
      cover: { width: 1200, height: 675, src: '/images/news/city-hall-tour-1200.webp' },
    });
  });

  it('speaks Filipino where the item has it, English where it does not', async () => {
    const fil = { 'Accept-Language': 'fil' };
    expect((await list('?type=article', fil)).data[0]?.attributes.title).toBe(
      'Sarado ang daan sa palengke ngayong linggo para sa pagkukumpuni',
    );
    const taxArticle = (await list('?type=article')).data[2];
    const res = await t.app.request(`/api/v1/taxpayers/news_articles/${taxArticle?.id}`, { headers: fil });
    expect(res.headers.get('Vary')).toContain('Accept-Language');
    const { attributes } = ((await res.json()) as { data: Item }).data;
    expect(attributes.title).toBe('Bayaran online ang buwis sa negosyo bago mag-Enero 20');
    // No Filipino body: the English one, rendered.
    expect(attributes.body).toMatch(/^<p>Look up your bill under <strong>/);
  });
});

describe('what is never served', () => {
  it('serves a scheduled item only from its time, and an unpublished one never', async () => {
    const inAnHour = new Date(clock.getTime() + 3_600_000).toISOString();
    const scheduled = await add(
      `title: Fiesta schedule\nsummary: Parade route.\ncategory: Events\npublish_at: "${inAnHour}"`,
    );
    expect(scheduled.lines[0]).toMatch(/scheduled for/);
    expect(await titles()).not.toContain('Fiesta schedule');
    expect((await t.app.request(`/api/v1/taxpayers/news_articles/${scheduled.id}`)).status).toBe(404);
    expect((await cli('news', 'list')).lines.join('\n')).toMatch(/scheduled {2}- .* Fiesta schedule/);

    clock = new Date(clock.getTime() + 3_600_000);
    expect((await titles())[0]).toBe('Fiesta schedule');
    expect((await t.app.request(`/api/v1/taxpayers/news_articles/${scheduled.id}`)).status).toBe(200);

    expect((await cli('news', 'unpublish', scheduled.id)).code).toBe(0);
    later();
    expect(await titles()).not.toContain('Fiesta schedule');
    expect((await t.app.request(`/api/v1/taxpayers/news_articles/${scheduled.id}`)).status).toBe(404);
    const sitemap = await (await t.app.request('/sitemap.xml')).text();
    expect(sitemap).not.toContain(`/articles/${scheduled.id}<`);
  });

  it('renders a body with <script>, onerror= and a javascript: link inert', async () => {
    const { id } = await add(
      'title: Attack\nsummary: s\ncategory: c',
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[win](javascript:alert(1))\n\n**ok**',
    );
    const res = await t.app.request(`/api/v1/taxpayers/news_articles/${id}`);
    const body = ((await res.json()) as { data: Item }).data.attributes.body ?? '';
    expect(body).toContain('<strong>ok</strong>');
    expect(body).not.toMatch(/<script|<img|href="javascript:/i);
    expect(body).toContain('&lt;script&gt;');
  });
});

describe('news add, list, unpublish, feature', () => {
  it('stores a cover re-encoded as WebP renditions, served publicly with its size', async () => {
    const { code, id } = await add(
      'title: Plaza lights\nsummary: s\ncategory: Events\ncover: plaza.png\nfeatured: true',
      'b',
      {
        'plaza.png': await png(1000, 500),
      },
    );
    expect(code).toBe(0);
    const doc = (await (await t.app.request(`/api/v1/taxpayers/news_articles/${id}`)).json()) as {
      data: {
        attributes: {
          cover: { src: string; width: number; height: number; sources: { url: string; width: number }[] };
        };
      };
    };
    const { cover } = doc.data.attributes;
    expect(cover.sources.map((s) => s.width)).toEqual([400, 800, 1000]);
    expect({ width: cover.width, height: cover.height }).toEqual({ width: 1000, height: 500 });
    const image = await t.app.request(cover.sources[0]?.url ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(400);
    expect((await t.app.request('/api/v1/taxpayers/news_images/..%2F..%2Fetc-400.webp')).status).toBe(404);
  });

  it('refuses a cover that is not an image or is over 5 MB, and a video from a host not allowed', async () => {
    const fake = await add('title: x\nsummary: s\ncategory: c\ncover: fake.jpg', 'b', {
      'fake.jpg': new TextEncoder().encode('<html>'),
    });
    expect(fake).toMatchObject({
      code: 1,
      lines: ['cover fake.jpg: File size is too large or file format is invalid.'],
    });
    const big = await add('title: x\nsummary: s\ncategory: c\ncover: big.png', 'b', {
      'big.png': new Uint8Array(5 * 1_048_576 + 1),
    });
    expect(big.code).toBe(1);
    const vimeo = await add(
      'title: x\nsummary: s\ncategory: c\ncover: plaza.png\nvideo: https://vimeo.com/76979871',
    );
    expect(vimeo.lines[0]).toMatch(/not a video of an allowed host \(NEWS_VIDEO_PROVIDERS=youtube\)/);
    const noTitle = await add('summary: s\ncategory: c');
    expect(noTitle.lines[0]).toMatch(/title: title is required/);
  });

  it('features an item and takes the feature off again', async () => {
    const { id } = await add('title: Clean-up drive\nsummary: s\ncategory: Environment');
    expect((await cli('news', 'feature', id)).lines).toEqual([`news #${id} featured: shown first on /news`]);
    later();
    expect(await titles('?featured=1')).toContain('Clean-up drive');
    await cli('news', 'feature', id, '--off');
    later();
    expect(await titles('?featured=1')).not.toContain('Clean-up drive');
    expect((await cli('news', 'unpublish', '99999')).code).toBe(1);
    expect((await cli('news', 'publish')).code).toBe(2);
  });
});

describe("an article's first HTML, the sitemap and robots.txt", () => {
  it('carries the title, description and Open Graph tags, escaped', async () => {
    const { id } = await add(
      `title: 'Typhoon "Ompong" <advisory>'\nsummary: Classes & work suspended.\ncategory: Advisory\ncover: plaza.png`,
    );
    const html = await (await t.app.request(`/articles/${id}`)).text();
    expect(html).toContain('<title>Typhoon &#34;Ompong&#34; &#60;advisory&#62;</title>');
    expect(html).toContain(
      '<meta property="og:title" content="Typhoon &#34;Ompong&#34; &#60;advisory&#62;">',
    );
    expect(html).toContain('<meta name="description" content="Classes &#38; work suspended.">');
    expect(html).toContain(`<meta property="og:url" content="http://localhost:8080/articles/${id}">`);
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:8080\/api\/v1\/taxpayers\/news_images\/[0-9a-f-]{36}-1000\.webp">/,
    );
    expect(html).not.toContain('content="Pay local taxes"');
    // The story comes with the page (no second round trip), its cover asked for at once.
    expect(html).toContain(
      `<script type="application/json" id="bayan-article">{"data":{"type":"news_articles","id":"${id}"`,
    );
    expect(html).toContain('\\u003cadvisory>');
    expect(html).toMatch(
      /<link rel="preload" as="image" href="[^"]+-1000\.webp" imagesrcset="[^"]+ 400w, [^"]+ 800w, [^"]+ 1000w"/,
    );
    // Another page keeps the app's own title and description.
    const news = await (await t.app.request('/news')).text();
    // /news keeps the app's title, and carries its two first lists and the first cover's preload.
    expect(news).toContain('<title>Bayan e-Services</title>');
    expect(news).toMatch(/<script type="application\/json" id="bayan-news">\{"featured":\{"data":\[/);
    expect(news).toMatch(/<link rel="preload" as="image" href="[^"]+\.webp" imagesrcset="/);
    expect(await (await t.app.request('/articles/99999')).text()).toContain(
      '<title>Bayan e-Services</title>',
    );
  });

  it('lists the public pages and the articles in sitemap.xml, named by robots.txt', async () => {
    const xml = await (await t.app.request('/sitemap.xml')).text();
    expect(xml).toContain('<loc>http://localhost:8080/news</loc>');
    expect(xml).toContain('<loc>http://localhost:8080/about</loc>');
    expect(xml).toMatch(
      /<loc>http:\/\/localhost:8080\/articles\/1<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod>/,
    );
    expect(await (await t.app.request('/robots.txt')).text()).toContain(
      'Sitemap: http://localhost:8080/sitemap.xml',
    );
  });

  it('lets pages frame the configured video player and no other', async () => {
    const csp =
      (await t.app.request('/api/v1/taxpayers/news_articles')).headers.get('Content-Security-Policy') ?? '';
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
    expect(csp).not.toContain('vimeo');
  });
});
