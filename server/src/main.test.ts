import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from '../../scripts/free-port.mjs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// tsx itself, as `npm start` runs it: `npx` would add npm's own warnings to stderr and does not
// pass SIGTERM on to the server, so neither the one-line error nor the clean exit could be seen.
const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();

function start(env: Record<string, string>): Run {
  // The child must not inherit the PostgreSQL of a CI run, nor the developer's own settings.
  const inherited = { ...process.env, DATABASE_URL: '', PORT: '', BAYAN_DATA_DIR: '', LOG_LEVEL: 'info' };
  const child = spawn(tsx, ['server/src/main.ts'], { cwd: repoRoot, env: { ...inherited, ...env } });
  running.add(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, stdout: () => out, stderr: () => err, exited };
}

async function waitForHealth(run: Run, port: number) {
  let exited = false;
  void run.exited.then(() => (exited = true));
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline && !exited) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not become healthy:\n${run.stderr()}`);
}

async function moduleCount(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/taxpayers/module_systems`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: unknown[] }).data.length;
}

const stderrLines = (run: Run) =>
  run
    .stderr()
    .split('\n')
    .filter((l) => l.trim() !== '');

afterAll(() => {
  // A failed assertion must not leave a server behind; tsx passes SIGTERM on to it.
  for (const child of running) child.kill('SIGTERM');
});

// Concurrent: each test mostly waits for a child process.
describe.concurrent('bayan process', () => {
  it.each([
    [{ PORT: 'abc' }, /^bayan: invalid configuration: PORT must be a whole number/],
    [
      { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/x' },
      /^bayan: cannot open the database \(PostgreSQL\): .*ECONNREFUSED/,
    ],
  ])('exits non-zero with one clear line and no stack trace for %o', async (env, line) => {
    const run = start(env);
    expect(await run.exited).not.toBe(0);
    const lines = stderrLines(run);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
    expect(run.stderr()).not.toMatch(/\n\s+at /);
  });

  it('exits with one line naming a fee schedule field no application has', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bayan-fees-'));
    const file = join(dataDir, 'fee-schedule.yaml');
    const shipped = readFileSync(join(repoRoot, 'server/config/fee-schedule.yaml'), 'utf8');
    writeFileSync(file, shipped.replace('base: capital_amount', 'base: capitol_amount'));
    const run = start({ FEE_SCHEDULE_FILE: file, BAYAN_DATA_DIR: dataDir, BAYAN_SEED_DEMO: 'false' });
    try {
      expect(await run.exited).not.toBe(0);
      expect(stderrLines(run)).toEqual([
        `bayan: FEE_SCHEDULE_FILE ${file}: rules.bpls-new-capital.lines[0].base: capitol_amount is not a field of e2e-business-permit-new`,
      ]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  describe('on an embedded database in a data folder', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bayan-main-'));
    const staticDir = join(dataDir, 'static');
    mkdirSync(staticDir);
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('stops cleanly on SIGTERM and restarts on the same data without seeding twice', async () => {
      const port = await freePort();
      const env = {
        PORT: String(port),
        HOST: '127.0.0.1',
        BAYAN_DATA_DIR: join(dataDir, 'db'),
        BAYAN_STATIC_DIR: staticDir,
      };

      const first = start(env);
      await waitForHealth(first, port);
      const modules = await moduleCount(port);
      expect(modules).toBeGreaterThan(0);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(first.stdout()).toContain('seeded the demo LGU');

      const second = start(env);
      await waitForHealth(second, port);
      expect(await moduleCount(port)).toBe(modules);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      // PGlite's files survived the shutdown: the second start found the seed already there.
      expect(second.stdout()).not.toContain('seeded the demo LGU');
      expect(stderrLines(second)).toEqual([]);
    }, 120_000);
  });
});
