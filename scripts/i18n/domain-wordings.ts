import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Wording } from '../../src/domain/options/wording';

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.ts$/.test(entry.name) && !/\.(test|vectors)\.ts$/.test(entry.name)) yield path;
  }
}

/**
 * Every list of words for stored values that src/domain exports (`…_WORDS`), found rather than
 * listed: a new one is checked without anyone remembering to add it.
 */
export async function domainWordings(): Promise<[name: string, words: Record<string, Wording>][]> {
  const root = resolve('src/domain');
  const found: [string, Record<string, Wording>][] = [];
  for (const path of sources(root)) {
    const exports = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports))
      if (name.endsWith('_WORDS'))
        found.push([`${path.slice(root.length + 1)}: ${name}`, value as Record<string, Wording>]);
  }
  return found;
}
