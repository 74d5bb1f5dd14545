import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';

// Runs in a detached plain-Node process: argv = [bench pid, work folder]. Once the folder is gone
// (normal cleanup) it exits; if the bench dies first (for instance tsx SIGKILLs it when a relayed
// Ctrl-C is not acknowledged within 30 ms), it stops every tracked process and removes the folder.
const SCRIPT = `
const fs = require('node:fs');
const [parent, dir] = process.argv.slice(1);
const list = () => { try { return fs.readFileSync(dir + '/.reaper-pids', 'utf8').split('\\n').filter(Boolean).map(Number); } catch { return []; } };
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };
const timer = setInterval(() => {
  if (!fs.existsSync(dir)) process.exit(0);
  if (alive(Number(parent))) return;
  clearInterval(timer);
  const pids = list();
  for (const pid of pids) { try { process.kill(pid, 'SIGTERM'); } catch {} }
  const deadline = Date.now() + 15000;
  const wait = setInterval(() => {
    const left = pids.filter(alive);
    if (left.length > 0 && Date.now() < deadline) return;
    for (const pid of left) { try { process.kill(pid, 'SIGKILL'); } catch {} }
    clearInterval(wait);
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  }, 250);
}, 500);
`;

/** Tracks processes the bench started so a watchdog can stop them if the bench itself is killed. */
export interface Reaper {
  /** Registers a pid; with `group`, the whole process group it leads (a detached child). */
  track: (pid: number | undefined, group?: boolean) => void;
}

/**
 * Starts a detached watchdog for `workDir`: when the bench process disappears without having
 * removed `workDir`, the watchdog stops the tracked processes and removes the folder.
 */
export function startReaper(workDir: string): Reaper {
  const file = join(workDir, '.reaper-pids');
  appendFileSync(file, '');
  const watchdog = spawn(process.execPath, ['-e', SCRIPT, String(process.pid), workDir], {
    detached: true,
    stdio: 'ignore',
  });
  watchdog.unref();
  return {
    track: (pid, group = false) => {
      if (pid) appendFileSync(file, `${group ? -pid : pid}\n`);
    },
  };
}
