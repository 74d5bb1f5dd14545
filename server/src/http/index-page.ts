import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { RoutePreloads } from './route-preloads';

/**
 * A page's own head tags (an article's share card, its data) and title (null: the app's), or
 * null for the app's defaults. A head that has its own description replaces the app's.
 */
export type PageHead = (path: string) => Promise<{ key: string; title: string | null; meta: string } | null>;

export interface BootData {
  /** Changes whenever the data does (e.g. its ETags joined). */
  key: string;
  /** A JSON object text. */
  json: string;
  /** HTML for the app's root element on the landing page (`/`), shown before the script runs. */
  landing?: string;
  /** The header bar's HTML, which a deep-linked page's first paint starts with. */
  header?: string;
}

interface Rendered {
  key: string;
  html: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/**
 * The app's index.html with the first page's data embedded as a JSON data block (not script:
 * the CSP still allows no inline script), so a first visit on a slow connection paints without
 * two more round trips. Rendered and compressed once per version of the file and the data.
 */
export function createIndexPage(
  indexPath: string,
  bootData?: () => Promise<BootData>,
  preloads?: RoutePreloads,
  pageHead?: PageHead,
) {
  // One rendering per variant: the landing page, each deep-linked page (its preloads), the rest.
  const last = new Map<string, Rendered>();
  return async (path = '/', { filipino = false } = {}): Promise<Rendered | null> => {
    if (!existsSync(indexPath)) return null;
    const boot: BootData = bootData ? await bootData() : { key: '', json: '' };
    const preload = path === '/' ? null : (preloads?.(path) ?? null);
    // The first paint's words are English: a Filipino reader gets the header bar only.
    const start =
      preload?.start && boot.header
        ? boot.header + (filipino ? '' : `<main id="main" tabindex="-1">${preload.start}</main>`)
        : '';
    // A page with a head of its own (a served article) is a variant of its own.
    const head = pageHead ? await pageHead(path) : null;
    const variant = head
      ? `head:${path}:${filipino ? 'fil' : 'en'}`
      : path === '/' && boot.landing
        ? 'landing'
        : preload
          ? `${preload.page}:${filipino ? 'fil' : 'en'}`
          : 'other';
    const key = `${statSync(indexPath).mtimeMs}:${boot.key}:${preload?.links.length ?? 0}:${preload?.script ?? ''}:${head?.key ?? ''}`;
    const cached = last.get(variant);
    if (cached?.key === key) return cached;
    let html = readFileSync(indexPath, 'utf8');
    if (variant === 'landing' && boot.landing) {
      html = html.replace('<div id="root"></div>', `<div id="root">${boot.landing}</div>`);
    } else if (start) {
      html = html.replace('<div id="root"></div>', `<div id="root">${start}</div>`);
    }
    if (head) {
      // The head's values arrive escaped.
      if (head.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${head.title}</title>`);
      if (head.meta.includes('<meta name="description"'))
        html = html.replace(/<meta\s+name="description"[^>]*>/, '');
      html = html.replace('</head>', `${head.meta}</head>`);
    }
    if (boot.json) {
      // `<` escaped so no value can close the element early.
      const block = `<script type="application/json" id="bayan-boot">${boot.json.replace(/</g, '\\u003c')}</script>`;
      html = html.replace('</head>', `${block}</head>`);
    }
    // The page's code starts loading with the first script instead of after it has run.
    if (preload?.links) html = html.replace('</head>', `${preload.links}</head>`);
    // A page's own early module runs first: module scripts run in document order.
    if (preload?.script)
      html = html.replace('<script type="module"', `${preload.script}<script type="module"`);
    const buffer = Buffer.from(html);
    const rendered = { key, html: buffer, gzip: gzipSync(buffer), br: brotliCompressSync(buffer) };
    last.set(variant, rendered);
    return rendered;
  };
}
