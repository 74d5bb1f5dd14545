import { existsSync, readFileSync, statSync } from 'node:fs';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface DeepLinkPage {
  pattern: RegExp;
  /** The page's module in Vite's manifest (its source file). */
  page: string;
  /**
   * The page's first paint in English, as its component renders it before its data (the heading
   * is the page's largest text): shown under the header until the script replaces it. The words
   * are the web catalogue's (route-preloads.test.ts checks).
   */
  start?: string;
  /** Pages this one goes on to at once, without a click (their code is preloaded too). */
  next?: readonly string[];
  /**
   * A module that does not wait for the app (it imports nothing of the entry's): run by the first
   * HTML as a script of its own, before the app's main script (document order: it is small and
   * arrives first, and an async one ran only after the main script had).
   */
  run?: string;
}

/**
 * The pages a deep link most often opens. The web app loads a page's code only after its first
 * script has run; named here, the page's code is asked for in the first HTML, beside that
 * script, and its heading is painted at once. A page missing here is still served, only without
 * the head start (route-preloads.test.ts checks each file exists).
 */
export const DEEP_LINK_PAGES: readonly DeepLinkPage[] = [
  {
    pattern: /^\/transaction-history\/?$/,
    page: 'src/app/pages/transaction-history-page.tsx',
    start: '<div class="page"><h1>Transaction History</h1></div>',
  },
  {
    pattern: /^\/transaction-history\/[^/]+\/?$/,
    page: 'src/app/pages/transaction-detail-page.tsx',
    start:
      '<div class="page narrow"><p><a href="/transaction-history">← Transaction History</a></p><h1>Transaction Details</h1></div>',
    // The transaction and the fee are asked for before the app has started.
    run: 'src/app/early/early-fetch.ts',
  },
  { pattern: /^\/success-page\/?$/, page: 'src/app/pages/success-page.tsx' },
  {
    pattern: /^\/profile-edit\/?$/,
    page: 'src/app/pages/profile-edit-page.tsx',
    start: '<div class="page narrow"><h1>Edit Profile</h1></div>',
  },
  {
    pattern: /^\/(?:about|faq|how-to|privacy-policy|terms-and-condition|downloadable-form|contact-us)\/?$/,
    page: 'src/app/pages/info-page.tsx',
  },
  // E-News (issue 17): an article's link is the one most shared.
  { pattern: /^\/articles\/\d+\/?$/, page: 'src/app/pages/article-page.tsx' },
  { pattern: /^\/news\/?$/, page: 'src/app/pages/news-page.tsx' },
  { pattern: /^\/(?:articles|videos)\/?$/, page: 'src/app/pages/news-list-page.tsx' },
  // A business permit's QR code opens this on a phone that has never seen the portal (issue 18).
  { pattern: /^\/verify\/[\w-]+\/?$/, page: 'src/app/pages/verify-document-page.tsx' },
  // GCash sign-in (issue 15): the mini-program opens it cold, and it ends at the wallet home.
  {
    pattern: /^\/auth\/?$/,
    page: 'src/app/pages/wallet-auth-page.tsx',
    next: ['src/app/pages/wallet-home-page.tsx'],
    // The shell is asked for the auth code before the app has started.
    run: 'mini-program-bridge/wallet-auth-code.ts',
  },
];

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

const escape = (file: string) => file.replace(/[^\w./-]/g, '');

/** The `<link>`s that start pages' code and styles, minus what the entry already loads. */
function linksFor(manifest: Manifest, pageKeys: readonly string[]): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entry ? closure(manifest, entry) : new Set<string>();
  const wanted = new Set<string>();
  for (const pageKey of pageKeys) closure(manifest, pageKey, wanted);
  const keys = [...wanted].filter((key) => !loaded.has(key));
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
  return (path: string): { page: string; links: string; script: string; start?: string } | null => {
    const found = DEEP_LINK_PAGES.find(({ pattern }) => pattern.test(path));
    const current = found ? manifest() : null;
    if (!found || !current?.[found.page]) return null;
    const run = found.run ? current[found.run] : undefined;
    // The module that waits for nothing first: over HTTP/1.1 a browser asks six files at a time.
    const pages = [...(found.run ? [found.run] : []), found.page, ...(found.next ?? [])];
    const links = linksFor(current, pages);
    const script = run ? `<script type="module" src="/${escape(run.file)}"></script>` : '';
    return { page: found.page, links, script, start: found.start };
  };
}

export type RoutePreloads = ReturnType<typeof createRoutePreloads>;
