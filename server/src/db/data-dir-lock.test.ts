import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DataDirBusyError, lockDataDir } from './data-dir-lock';

const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
const holders = new Set<ChildProcess>();

/** Another process that takes the folder's lock and keeps it until it is killed. */
function startHolder(dir: string): Promise<ChildProcess> {
  const script = `const { lockDataDir } = await import(${JSON.stringify(lockModule)});
await lockDataDir(${JSON.stringify(dir)});
console.log('locked');
setInterval(() => undefined, 60_000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  holders.add(child);
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the holder exited (${String(code)}) before locking`)));
  });
}

/**
 * Blocks until the killed process is a zombie: every thread gone, its files closed, but not yet
 * reaped. Node reaps children from its event loop, which this loop holds still, so this is the
 * state a supervisor sees between a crash and its wait().
 */
function waitUntilZombie(pid: number) {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The state follows the parenthesised command name; the leader is a zombie before its threads are gone.
    const zombie = stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
    if (zombie && readdirSync(`/proc/${pid}/task`).length === 1) return;
  }
  throw new Error(`process ${pid} did not die`);
}

afterEach(() => {
  for (const child of holders) child.kill('SIGKILL');
  holders.clear();
});

describe.skipIf(process.platform !== 'linux')('lockDataDir', () => {
  const root = mkdtempSync(join(tmpdir(), 'bayan-lock-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is taken again at once after its holder is SIGKILLed, before the holder is reaped', async () => {
    const dir = mkdtempSync(join(root, 'crash-'));
    for (let round = 0; round < 5; round++) {
      const holder = await startHolder(dir);
      holder.kill('SIGKILL');
      waitUntilZombie(holder.pid ?? 0);
      const unlock = await lockDataDir(dir);
      unlock();
    }
  }, 60_000);

  it('refuses a second process while the holder lives, naming it', async () => {
    const dir = mkdtempSync(join(root, 'busy-'));
    const holder = await startHolder(dir);
    const refused = await lockDataDir(dir).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(DataDirBusyError);
    expect((refused as Error).message).toContain(`in use by process ${String(holder.pid)}`);
  });

  it('refuses a second opening in the same process, and is free again once let go', async () => {
    const dir = mkdtempSync(join(root, 'twice-'));
    const unlock = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirBusyError);
    unlock();
    const again = await lockDataDir(dir);
    again();
  });
});
