import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** An area's catalogue pair, read as the ICU source translators edit. Test-only (node:fs). */
export interface CataloguePair {
  name: string;
  en: Record<string, string>;
  fil: Record<string, string>;
}

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;

/** Every `messages/*en.json` under `root` with its Filipino twin ({} when the twin is missing). */
export function catalogueFiles(root: string): CataloguePair[] {
  const pairs: CataloguePair[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (dir.endsWith('messages') && /(^|\.)en\.json$/.test(entry.name)) {
        const filPath = path.replace(/en\.json$/, 'fil.json');
        let fil: Record<string, string> = {};
        try {
          fil = read(filPath);
        } catch {
          // Reported by the test as every key missing.
        }
        pairs.push({ name: path.slice(root.length + 1), en: read(path), fil });
      }
    }
  };
  walk(root);
  return pairs;
}
