// A throwaway PostgreSQL cluster of Debian's packages in a temporary folder, on a free port:
// used by `npm run test:pg` and by the bench's PostgreSQL probes.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';

/** The newest /usr/lib/postgresql/<version>/bin that has initdb, or undefined. */
export function findPostgres() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b));
  const latest = versions.at(-1);
  return latest ? join(root, latest, 'bin') : undefined;
}

/**
 * Creates and starts a cluster (trust auth, user `bayan`, fsync off: test data only) and returns
 * its URL and a `stop()` that stops it and removes the folder (safe to call more than once).
 * `settings` are extra `-c name=value` server settings. The fault suite (tests/faults) also uses
 * `crash()`/`restart()` (pg_ctl stop -m immediate, then start again) and `freeze()`/`thaw()`
 * (SIGSTOP/SIGCONT to the postmaster and every process under it).
 */
export async function startCluster({ settings = [] } = {}) {
  const pgBin = findPostgres();
  if (!pgBin) {
    throw new Error(
      'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin): install it with `apt-get install -y postgresql`',
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'bayan-pg-'));
  const dataDir = join(dir, 'data');
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user.
  const asRoot = process.getuid?.() === 0;
  const pg = (program, args, { quiet = false } = {}) => runPg(pgBin, dir, asRoot, program, args, quiet);
  let started = false;
  let stopped = false;
  let frozen = [];
  const signalAll = (pids, signal) => {
    for (const pid of pids) {
      try {
        process.kill(pid, signal);
      } catch {
        // Gone already.
      }
    }
  };
  const thaw = () => {
    // The reverse of freeze(): children first, the postmaster last.
    signalAll([...frozen].reverse(), 'SIGCONT');
    frozen = [];
  };
  const stop = () => {
    if (stopped) return;
    stopped = true;
    thaw();
    if (started) pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'], { quiet: true });
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (asRoot) chownSync(dir, ...postgresUser());
    pg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'bayan', '--no-sync']);
    const port = await freePort();
    // Unix sockets go in the private folder, so the system cluster's /var/run is never touched.
    const serverOptions = [
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      ...settings.map((s) => `-c ${s}`),
    ].join(' ');
    started = true;
    const startArgs = ['-D', dataDir, '-o', serverOptions, '-l', join(dir, 'log'), '-w', 'start'];
    pg('pg_ctl', startArgs);
    // Asynchronous, so a test's own requests keep flowing while PostgreSQL stops or starts.
    const pgAsync = (args) => runPgAsync(pgBin, dir, asRoot, 'pg_ctl', args);
    return {
      url: `postgres://bayan@127.0.0.1:${port}/postgres`,
      pgBin,
      port,
      stop,
      crash: () => pgAsync(['-D', dataDir, '-m', 'immediate', '-w', 'stop']),
      restart: () => pgAsync(startArgs),
      postmasterPid: () => Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]),
      freeze: () => {
        const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
        // The postmaster first: stopped, it forks no backend that a list taken earlier would miss.
        signalAll([postmaster], 'SIGSTOP');
        frozen = processTree(postmaster);
        signalAll(frozen, 'SIGSTOP');
      },
      thaw,
    };
  } catch (err) {
    stop();
    throw err;
  }
}

/** Runs a PostgreSQL program (as the postgres user when we are root); throws with its output on failure. */
function runPg(pgBin, dir, asRoot, program, args, quiet) {
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

/** runPg without blocking the event loop; resolves when the program succeeded. */
function runPgAsync(pgBin, dir, asRoot, program, args) {
  const command = [join(pgBin, program), ...args];
  const child = asRoot
    ? spawn('su', ['postgres', '-s', '/bin/sh', '-c', command.map(shellQuote).join(' ')], { cwd: dir })
    : spawn(command[0], command.slice(1), { cwd: dir });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${program} failed:\n${output}`))));
  });
}

/** A process and all its descendants, parents before children (Linux /proc). */
function processTree(root) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(join('/proc', entry, 'stat'), 'utf8');
    } catch {
      continue;
    }
    // Fields after the parenthesised command name: state, ppid, …
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
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
