import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';

/** Another live process holds the embedded database's folder. */
export class DataDirBusyError extends Error {
  constructor(
    message: string,
    /** The holder's process id, as it wrote it (for the message, and to tell its endpoint from a stale one). */
    readonly holder?: number,
  ) {
    super(message);
  }
}

const PID_FILE = 'bayan.lock';

/**
 * PGlite is a single-process database: two processes on one folder corrupt it. The portal (or
 * the CLI) holds a lock for as long as it has the folder open; the returned function lets go.
 *
 * On Linux the lock is a Unix socket in the abstract namespace named after the folder: the kernel
 * releases it the instant its process dies, so a supervisor's immediate restart after a crash is
 * never refused. (A pid file cannot tell: a process killed but not yet reaped by its parent still
 * answers `kill(pid, 0)`.) Elsewhere a pid file is the lock, and a dead holder's is taken over.
 */
export async function lockDataDir(dir: string): Promise<() => void> {
  if (process.platform !== 'linux') return lockWithPidFile(dir);
  const name = `\0bayan-${createHash('sha256').update(realpathSync(dir)).digest('hex')}`;
  const server = createServer((socket) => socket.destroy());
  try {
    await listen(server, name);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') throw busy(dir, recordedHolder(dir));
    throw err;
  }
  // The lock must not keep the process alive on its own.
  server.unref();
  // Only for the message a second process prints: the socket, not this file, is the lock.
  const pidFile = join(dir, PID_FILE);
  writeFileSync(pidFile, String(process.pid));
  return () => {
    server.close();
    rmSync(pidFile, { force: true });
  };
}

function listen(server: Server, name: string) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(name, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function busy(dir: string, holder: number | undefined) {
  const who = holder === undefined ? 'another process' : `process ${holder}`;
  return new DataDirBusyError(
    `the data folder ${dir} is in use by ${who} (the embedded database allows one process at a time)`,
    holder,
  );
}

function recordedHolder(dir: string): number | undefined {
  try {
    const pid = Number(readFileSync(join(dir, PID_FILE), 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock where there is no abstract socket namespace: a file naming the holder's pid. */
function lockWithPidFile(dir: string): () => void {
  const path = join(dir, PID_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      return () => rmSync(path, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = recordedHolder(dir);
      if (holder !== undefined && holder !== process.pid && alive(holder)) throw busy(dir, holder);
      rmSync(path, { force: true });
    }
  }
  throw new DataDirBusyError(`could not lock the data folder ${dir}`);
}
