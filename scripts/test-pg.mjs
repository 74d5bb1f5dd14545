#!/usr/bin/env node
// Runs the server tests (`vitest run --project server`) against a real PostgreSQL
// (`npm run test:pg`; CI's .ci/run uses it).
// With DATABASE_URL set, that server is used. Otherwise a throwaway cluster of Debian's
// PostgreSQL is created in a temporary folder, started on a free port, and always removed.
// Extra arguments go to vitest: `node scripts/test-pg.mjs server/src/db`.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const vitestArgs = ['run', '--project', 'server', ...process.argv.slice(2)];
let tests; // the vitest process, once started
let cleanUp = () => undefined;

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // From a terminal the tests get the signal too: let them stop, then clean up as usual.
    if (tests && tests.exitCode === null && tests.signalCode === null) tests.kill(signal);
    else {
      cleanUp();
      process.exit(130);
    }
  });
}

if (process.env.DATABASE_URL) {
  process.exit(await runTests(process.env.DATABASE_URL));
}

const pgBin = findPostgres();
if (!pgBin) {
  console.error(
    'test-pg: PostgreSQL is not installed (no /usr/lib/postgresql/*/bin).\n' +
      'Install it with `apt-get install -y postgresql`, or set DATABASE_URL to a server to test against.',
  );
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'bayan-pg-'));
const dataDir = join(dir, 'data');
// PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user.
const asRoot = process.getuid?.() === 0;
let started = false;
let cleanedUp = false;
cleanUp = () => {
  if (cleanedUp) return;
  cleanedUp = true;
  if (started) pg(['pg_ctl', '-D', dataDir, '-m', 'fast', '-w', 'stop'], { quiet: true });
  rmSync(dir, { recursive: true, force: true });
};

let code = 1;
try {
  if (asRoot) chownSync(dir, ...postgresUser());
  pg(['initdb', '-D', dataDir, '-A', 'trust', '-U', 'bayan', '--no-sync']);
  const port = await freePort();
  // Unix sockets go in the private folder, so the system cluster's /var/run is never touched.
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  started = true;
  pg(['pg_ctl', '-D', dataDir, '-o', serverOptions, '-l', join(dir, 'log'), '-w', 'start']);
  console.log(`test-pg: PostgreSQL (${pgBin}) on 127.0.0.1:${port}`);
  code = await runTests(`postgres://bayan@127.0.0.1:${port}/postgres`);
} catch (err) {
  console.error(`test-pg: ${err.message}`);
  code = 1;
} finally {
  cleanUp();
}
process.exit(code);

function findPostgres() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b));
  const latest = versions.at(-1);
  return latest ? join(root, latest, 'bin') : undefined;
}

/** Runs a PostgreSQL program (as the postgres user when we are root); throws with its output on failure. */
function pg([program, ...args], { quiet = false } = {}) {
  const command = [join(pgBin, program), ...args];
  const result = asRoot
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command.map(shellQuote).join(' ')], {
        cwd: dir,
        encoding: 'utf8',
      })
    : spawnSync(command[0], command.slice(1), { cwd: dir, encoding: 'utf8' });
  if (result.status !== 0 && !quiet) {
    const log = existsSync(join(dir, 'log')) ? readFileSync(join(dir, 'log'), 'utf8') : '';
    throw new Error(`${program} failed:\n${result.stdout ?? ''}${result.stderr ?? ''}${log}`);
  }
}

function shellQuote(s) {
  return `'${s.replaceAll("'", `'\\''`)}'`;
}

/** [uid, gid] of the `postgres` user that Debian's package creates. */
function postgresUser() {
  const id = (flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const [uid, gid] = [id('-u'), id('-g')];
  if (uid.status !== 0 || gid.status !== 0)
    throw new Error('there is no postgres user to run the cluster as');
  return [Number(uid.stdout.trim()), Number(gid.stdout.trim())];
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function runTests(databaseUrl) {
  return new Promise((resolve) => {
    // vitest's own binary, not `npx vitest`: npx does not pass SIGTERM on, which would orphan it.
    tests = spawn(join(repoRoot, 'node_modules', '.bin', 'vitest'), vitestArgs, {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    tests.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
}
