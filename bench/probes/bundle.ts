import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Probe, Row } from '../lib/types';

/** Landing route budget: initial JS, gzip. */
export const LANDING_JS_BUDGET_KIB = 90;

interface Chunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, Chunk>;

/** The manifest key itself and every chunk it imports statically, transitively. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/** Gzip size of a built file: the precompressed `.gz` beside it, or gzip level 9 when there is none. */
async function gzipBytes(distDir: string, file: string, cache: Map<string, number>): Promise<number> {
  const known = cache.get(file);
  if (known !== undefined) return known;
  const path = join(distDir, file);
  const size = existsSync(`${path}.gz`)
    ? (await readFile(`${path}.gz`)).length
    : gzipSync(await readFile(path), { level: 9 }).length;
  cache.set(file, size);
  return size;
}

async function sum(distDir: string, files: string[], cache: Map<string, number>): Promise<number> {
  let total = 0;
  for (const file of new Set(files)) total += await gzipBytes(distDir, file, cache);
  return total;
}

/** A readable name for a lazy chunk: its page file name (`info-page`) or its chunk name. */
function label(key: string, chunk: Chunk): string {
  const page = /([^/]+)\.[jt]sx?$/.exec(chunk.src ?? key)?.[1];
  return key.startsWith('src/') && page ? page : (chunk.name ?? key);
}

/**
 * Gzip JS per route from Vite's `dist/.vite/manifest.json`: the landing route loads the entry
 * chunk and its static imports; each lazy page adds its chunk and the imports not already loaded.
 */
export const bundleProbe: Probe = {
  name: 'bundle',
  async run({ distDir }) {
    const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entryKey) throw new Error('no entry chunk in dist/.vite/manifest.json');
    const cache = new Map<string, number>();
    const fileOf = (key: string) => manifest[key]?.file ?? key;
    const initialKeys = staticClosure(manifest, entryKey);
    const initialFiles = [...initialKeys].map(fileOf).filter((file) => file.endsWith('.js'));
    const initialCss = [...initialKeys].flatMap((key) => manifest[key]?.css ?? []);
    const landingJs = await sum(distDir, initialFiles, cache);
    const landingCss = await sum(distDir, initialCss, cache);

    const lazy: Record<string, { files: string[]; gzipBytes: number }> = {};
    for (const [key, chunk] of Object.entries(manifest)) {
      if (!chunk.isDynamicEntry) continue;
      const extra = [...staticClosure(manifest, key)].filter((k) => !initialKeys.has(k)).map(fileOf);
      const files = extra.filter((file) => file.endsWith('.js'));
      lazy[label(key, chunk)] = { files, gzipBytes: await sum(distDir, files, cache) };
    }

    const kib = (bytes: number) => bytes / 1024;
    const rows: Row[] = [
      {
        metric: 'landing initial JS (gzip)',
        value: kib(landingJs),
        unit: 'KiB',
        decimals: 1,
        budget: { op: '<=', limit: LANDING_JS_BUDGET_KIB },
      },
      { metric: 'landing initial CSS (gzip)', value: kib(landingCss), unit: 'KiB', decimals: 1 },
      ...Object.entries(lazy)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, info]) => ({
          metric: `+ lazy ${name}`,
          value: kib(info.gzipBytes),
          unit: 'KiB',
          decimals: 1,
        })),
    ];
    const details = {
      entry: entryKey,
      landing: { files: initialFiles, gzipBytes: landingJs, css: initialCss, cssGzipBytes: landingCss },
      lazy,
      fileGzipBytes: Object.fromEntries(cache),
    };
    return { rows, details };
  },
};
