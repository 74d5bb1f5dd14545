import { existsSync, readFileSync, statSync } from 'node:fs';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/**
 * The pages a deep link most often opens, by address → the page's module in Vite's manifest. The
 * web app loads a page's code only after its first script has run; named here, the page's code
 * is asked for in the first HTML, beside that script. A page missing here is still served, only
 * without the head start (route-preloads.test.ts checks each file exists).
 */
export const DEEP_LINK_PAGES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/transaction-history\/?$/, 'src/app/pages/transaction-history-page.tsx'],
  [/^\/transaction-history\/[^/]+\/?$/, 'src/app/pages/transaction-detail-page.tsx'],
  [/^\/success-page\/?$/, 'src/app/pages/success-page.tsx'],
  [/^\/profile-edit\/?$/, 'src/app/pages/profile-edit-page.tsx'],
  [
    /^\/(?:about|faq|how-to|privacy-policy|terms-and-condition|downloadable-form|contact-us)\/?$/,
    'src/app/pages/info-page.tsx',
  ],
];

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

const escape = (file: string) => file.replace(/[^\w./-]/g, '');

/** The `<link>`s that start one page's code and styles, minus what the entry already loads. */
function linksFor(manifest: Manifest, pageKey: string): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entry ? closure(manifest, entry) : new Set<string>();
  const keys = [...closure(manifest, pageKey)].filter((key) => !loaded.has(key));
  const scripts = keys.map(
    (key) => `<link rel="modulepreload" href="/${escape(manifest[key]?.file ?? '')}">`,
  );
  const styles = keys
    .flatMap((key) => manifest[key]?.css ?? [])
    .map((css) => `<link rel="preload" as="style" href="/${escape(css)}">`);
  return [...scripts, ...styles].join('');
}

/**
 * For a path, which page it opens (its manifest key, the index page's cache variant) and the
 * links that preload it; nothing for other paths or when the build has no manifest. Re-read
 * when the manifest changes (a new build).
 */
export function createRoutePreloads(manifestPath: string) {
  let loaded: { mtime: number; manifest: Manifest } | null = null;
  const manifest = (): Manifest | null => {
    if (!existsSync(manifestPath)) return null;
    const mtime = statSync(manifestPath).mtimeMs;
    if (loaded?.mtime !== mtime)
      loaded = { mtime, manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest };
    return loaded.manifest;
  };
  return (path: string): { page: string; links: string } | null => {
    const page = DEEP_LINK_PAGES.find(([pattern]) => pattern.test(path))?.[1];
    const current = page ? manifest() : null;
    if (!page || !current?.[page]) return null;
    return { page, links: linksFor(current, page) };
  };
}

export type RoutePreloads = ReturnType<typeof createRoutePreloads>;
