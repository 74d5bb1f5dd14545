import { readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type InlineConfig, type Rolldown } from 'vite';
import { CHUNK_MODULES_FILE } from '../../scripts/vite-chunk-modules';
import type { Probe } from '../lib/types';
import { staticClosure, type Manifest } from './bundle';

/** Issue 3: the §5 rule engine and the schemas a login form needs add ≤ 5 KiB gzip to its route. */
export const RULE_ENGINE_BUDGET_KIB = 5;
const ENGINE_ENTRY = 'src/domain/validation/compile-rules.ts';

/** Source modules (paths from the project's root) of the landing route's initial chunks. */
async function landingModules(distDir: string): Promise<Set<string>> {
  const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const chunks = JSON.parse(await readFile(join(distDir, CHUNK_MODULES_FILE), 'utf8')) as Record<
    string,
    string[]
  >;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '';
  const files = [...staticClosure(manifest, entry)].map((key) => manifest[key]?.file ?? key);
  return new Set(files.flatMap((file) => chunks[file] ?? []));
}

/**
 * Vite's build sets process.env.NODE_ENV to 'production' for this process; the probes after this
 * one start servers and operator commands that inherit it, so it is put back, even on a failure.
 */
async function buildRestoringNodeEnv(config: InlineConfig) {
  const nodeEnv = process.env.NODE_ENV;
  try {
    return await build(config);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * What the rule engine adds to a route that loads it: the engine (every rule, English messages)
 * bundled and minified on its own, gzip, without the modules the landing route already ships
 * (valibot). The app's build cannot tell this: its chunks mix the engine with react-hook-form and
 * the forms. The Filipino messages load only in Filipino and are not counted.
 */
export const ruleEngineProbe: Probe = {
  name: 'rule_engine',
  async run({ distDir }) {
    const root = resolve(distDir, '..');
    const landing = await landingModules(distDir);
    const output = await buildRestoringNodeEnv({
      configFile: false,
      logLevel: 'silent',
      root,
      build: {
        write: false,
        minify: true,
        lib: { entry: resolve(root, ENGINE_ENTRY), formats: ['es'] },
        rollupOptions: {
          external: (id, _importer, isResolved) => Boolean(isResolved) && landing.has(relative(root, id)),
        },
      },
    });
    const results = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
    const chunks = results.flatMap((result) => result.output).filter((o) => o.type === 'chunk');
    const gzip = chunks.reduce((total, chunk) => total + gzipSync(chunk.code, { level: 9 }).length, 0);
    return {
      rows: [
        {
          metric: 'rule engine, added to a route (gzip)',
          value: gzip / 1024,
          unit: 'KiB',
          decimals: 1,
          budget: { op: '<=', limit: RULE_ENGINE_BUDGET_KIB },
        },
      ],
      details: {
        entry: ENGINE_ENTRY,
        gzipBytes: gzip,
        modules: chunks.flatMap((chunk) => chunk.moduleIds.map((id) => relative(root, id))),
        alreadyOnLanding: chunks.flatMap((chunk) => chunk.imports),
      },
    };
  },
};
