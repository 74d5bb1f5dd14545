import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface BootData {
  /** Changes whenever the data does (e.g. its ETags joined). */
  key: string;
  /** A JSON object text. */
  json: string;
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
  let last: Rendered | undefined;
  return async (): Promise<Rendered | null> => {
    if (!existsSync(indexPath)) return null;
    const boot = bootData ? await bootData() : { key: '', json: '' };
    const key = `${statSync(indexPath).mtimeMs}:${boot.key}`;
    if (last?.key === key) return last;
    let html = readFileSync(indexPath, 'utf8');
    if (boot.json) {
      // `<` escaped so no value can close the element early.
      const block = `<script type="application/json" id="bayan-boot">${boot.json.replace(/</g, '\\u003c')}</script>`;
      html = html.replace('</head>', `${block}</head>`);
    }
    const buffer = Buffer.from(html);
    last = { key, html: buffer, gzip: gzipSync(buffer), br: brotliCompressSync(buffer) };
    return last;
  };
}
