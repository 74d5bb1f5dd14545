import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Another live process holds the embedded database's folder. */
export class DataDirBusyError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: two processes on one folder corrupt it. The portal (or
 * the CLI) takes a lock file naming its pid; a stale lock of a dead process is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const path = join(dir, 'bayan.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      return () => rmSync(path, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(readFileSync(path, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
        throw new DataDirBusyError(
          `the data folder ${dir} is in use by process ${holder}; stop the portal first (the embedded database allows one process at a time)`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DataDirBusyError(`could not lock the data folder ${dir}`);
}
