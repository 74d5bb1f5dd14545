// `npm run bench`: builds the PWA if needed, starts the server on a free port with a throwaway
// database, runs every probe of `bench/probes/index.ts`, prints one table against the budgets,
// writes the JSON under `bench/results/`, and exits 1 when a budget fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { formatTable, writeResults } from './lib/report';
import { startReaper } from './lib/reaper';
import { startServer, type RunningServer } from './lib/server';
import { evaluate, type EvaluatedRow, type ProbeContext } from './lib/types';
import { probes } from './probes/index';

const root = resolve(import.meta.dirname, '..');
const distDir = join(root, 'dist');
const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

function ensureBuild(): void {
  if (existsSync(join(distDir, 'index.html')) && existsSync(join(distDir, '.vite/manifest.json'))) return;
  log('dist/ is missing: building the PWA');
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the build failed (exit ${String(result.status)})`);
}

let server: RunningServer | undefined;
let workDir: string | undefined;

/** Stops the server and removes the scratch folder; safe to call twice. */
async function cleanup(): Promise<void> {
  const [running, folder] = [server, workDir];
  server = workDir = undefined;
  await running?.stop();
  if (folder) await rm(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}

for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.once(event, (err: unknown) => {
    log(`${event}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    void cleanup().finally(() => process.exit(1));
  });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping`);
    void cleanup().finally(() => process.exit(130));
  });
}

async function main(): Promise<number> {
  const startedAt = new Date();
  process.chdir(root);
  ensureBuild();
  await mkdir(join(root, '.tmp'), { recursive: true });
  workDir = await mkdtemp(join(root, '.tmp', 'bench-'));
  const rows: EvaluatedRow[] = [];
  const notes: string[] = [];
  const details: Record<string, unknown> = {};
  try {
    // `npm run bench -- lighthouse module_systems` runs only the named probes.
    const only = process.argv.slice(2);
    const selected = probes.filter((p) => only.length === 0 || only.includes(p.name));
    const dataDir = join(workDir, 'data');
    for (const probe of selected) await probe.prepareData?.({ dataDir, workDir, log });
    log('starting the server (migrations and demo seed)');
    const { track } = startReaper(workDir);
    // Three minutes: on a machine shared with other work the first start (migrations, seed, places)
    // has taken more than one.
    server = await startServer({ dataDir, track, timeoutMs: 180_000 });
    const ctx: ProbeContext = { baseUrl: server.baseUrl, distDir, workDir, log, track };
    for (const probe of selected) {
      log(`probe ${probe.name}`);
      try {
        const result = await probe.run(ctx);
        rows.push(...result.rows.map((row) => ({ ...row, probe: probe.name, pass: evaluate(row) })));
        notes.push(...(result.notes ?? []));
        details[probe.name] = result.details ?? null;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        rows.push({ probe: probe.name, metric: 'probe failed', value: null, unit: '', pass: false });
        notes.push(`${probe.name} failed: ${message}`);
        details[probe.name] = { error: message };
      }
    }
  } finally {
    await cleanup();
  }

  const passed = rows.every((row) => row.pass !== false);
  process.stdout.write(`\n${formatTable(rows)}\n`);
  if (notes.length > 0) process.stdout.write(`\n${notes.map((note) => `- ${note}`).join('\n')}\n`);
  const finishedAt = new Date();
  const file = await writeResults(join(root, 'bench/results'), startedAt, {
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    durationMs: finishedAt.getTime() - startedAt.getTime(),
    environment: { node: process.version, platform: process.platform, cpus: cpus().length },
    passed,
    rows,
    notes,
    probes: details,
  });
  const failed = rows.filter((row) => row.pass === false).length;
  process.stdout.write(
    `\n${passed ? 'all budgets met' : `${failed} budget(s) failed`}; results in ${file}\n`,
  );
  return passed ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    log(`failed: ${err instanceof Error ? err.message : String(err)}`);
    void cleanup().finally(() => process.exit(1));
  },
);
