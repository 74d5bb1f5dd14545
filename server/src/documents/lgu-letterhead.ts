import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import sharp from 'sharp';

const FALLBACK = '/images/logo-main.svg';

/** What the letterhead reads of the site content (the content module's listCms). */
export interface SiteContent {
  listCms(): Promise<readonly { type: string; body: string }[]>;
}

/** The LGU's name as the site content (VARIABLES) gives it, for every document's letterhead. */
export function lguNameFrom(content: SiteContent) {
  return async () => {
    const entry = (await content.listCms()).find((e) => e.type === 'VARIABLES');
    let variables: Record<string, unknown> = {};
    try {
      variables = entry ? (JSON.parse(entry.body) as Record<string, unknown>) : {};
    } catch {
      // A malformed entry falls back to the generic name below.
    }
    const name = [variables.ORGANIZATION, variables.LGU_NAME, variables.TITLE_SITE].find(
      (v): v is string => typeof v === 'string' && v.trim() !== '',
    );
    return name ?? 'Local Government Unit';
  };
}

/**
 * The LGU's logo (site content LOGOS.MAIN_LOGO, the one the header shows) as a PNG for documents:
 * a site path read from the built app's folder or public/, rasterised once per path. Null when it
 * is an outside address or cannot be read: the document is then printed without a logo.
 */
export function lguLogoFrom(content: SiteContent, dirs: readonly string[]) {
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
