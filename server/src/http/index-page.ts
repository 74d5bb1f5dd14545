import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface BootData {
  /** Changes whenever the data does (e.g. its ETags joined). */
  key: string;
  /** A JSON object text. */
  json: string;
  /** HTML for the app's root element on the landing page (`/`), shown before the script runs. */
  landing?: string;
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
export function createIndexPage(indexPath: string, bootData?: () => Promise<BootData>) {
  const last = new Map<'landing' | 'other', Rendered>();
  return async (path = '/'): Promise<Rendered | null> => {
    if (!existsSync(indexPath)) return null;
    const boot: BootData = bootData ? await bootData() : { key: '', json: '' };
    const variant = path === '/' && boot.landing ? 'landing' : 'other';
    const key = `${statSync(indexPath).mtimeMs}:${boot.key}`;
    const cached = last.get(variant);
    if (cached?.key === key) return cached;
    let html = readFileSync(indexPath, 'utf8');
    if (variant === 'landing' && boot.landing) {
      html = html.replace('<div id="root"></div>', `<div id="root">${boot.landing}</div>`);
    }
    if (boot.json) {
      // `<` escaped so no value can close the element early.
      const block = `<script type="application/json" id="bayan-boot">${boot.json.replace(/</g, '\\u003c')}</script>`;
      html = html.replace('</head>', `${block}</head>`);
    }
    const buffer = Buffer.from(html);
    const rendered = { key, html: buffer, gzip: gzipSync(buffer), br: brotliCompressSync(buffer) };
    last.set(variant, rendered);
    return rendered;
  };
}
