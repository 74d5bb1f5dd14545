import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes each JS chunk's source modules (read by bench/probes/rule-engine.ts). */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/**
 * Writes `{ "assets/index-….js": ["src/main.tsx", "node_modules/valibot/dist/index.js", …] }`:
 * which sources each chunk carries, so the bench can tell what a route already has loaded.
 */
export function chunkModules(): Plugin {
  return {
    name: 'bayan-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = output.moduleIds
          .filter((id) => !id.startsWith('\0'))
          .map((id) => relative(process.cwd(), id.split('?')[0] ?? id));
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(chunks) });
    },
  };
}
