import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import sharp from 'sharp';
import type { ContentService } from '../content/content.service';

const FALLBACK = '/images/logo-main.svg';

/**
 * The LGU's logo (site content LOGOS.MAIN_LOGO, the one the header shows) as a PNG for the permit:
 * a site path read from the built app's folder or public/, rasterised once per path. Null when it
 * is an outside address or cannot be read: the permit is then printed without a logo.
 */
export function lguLogoFrom(content: Pick<ContentService, 'listCms'>, dirs: readonly string[]) {
  const cache = new Map<string, Promise<Uint8Array | null>>();
  async function render(path: string) {
    for (const dir of dirs) {
      try {
        const bytes = await readFile(join(dir, path));
        return new Uint8Array(await sharp(bytes, { density: 300 }).resize({ height: 224 }).png().toBuffer());
      } catch {
        // Not in this folder (or not an image): try the next.
      }
    }
    return null;
  }
  return async () => {
    const entry = (await content.listCms()).find((e) => e.type === 'LOGOS');
    let path = FALLBACK;
    try {
      const logos = entry ? (JSON.parse(entry.body) as Record<string, unknown>) : {};
      if (typeof logos.MAIN_LOGO === 'string' && logos.MAIN_LOGO) path = logos.MAIN_LOGO;
    } catch {
      // A malformed entry keeps the default logo.
    }
    const safe = normalize(path);
    if (!safe.startsWith('/') || safe.includes('..')) return null;
    if (!cache.has(safe)) cache.set(safe, render(safe));
    return (await cache.get(safe)) ?? null;
  };
}
