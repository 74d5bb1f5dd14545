import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.mjs';
import { recordFigures, sleep } from './outage-checks';
import { portalCommand, portalEnv, repoRoot, startPortal, waitFor, type Portal } from './portal-process';
import { deliver, startWebhookLoad } from './webhook-load';

/** A dead process its parent has not reaped yet: state Z, and every thread gone. */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return (
      stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z') && readdirSync(`/proc/${pid}/task`).length === 1
    );
  } catch {
    return false;
  }
}

/**
 * The portal under a supervisor that never reaps (a shell that has not waited yet): `sh` starts
 * it in the background, prints its pid, and becomes `sleep`, which never calls wait(). Killed,
 * the portal stays a zombie, the state in which a pid-file lock took it for alive.
 */
function startUnreapedPortal(
  env: Record<string, string>,
): Promise<{ supervisor: ChildProcess; pid: number }> {
  const command = portalCommand.map((part) => `'${part}'`).join(' ');
  const supervisor = spawn('sh', ['-c', `${command} & echo $!; exec sleep 600`], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return new Promise((resolve, reject) => {
    supervisor.stdout?.once('data', (chunk: Buffer) =>
      resolve({ supervisor, pid: Number(chunk.toString().trim()) }),
    );
    supervisor.once('exit', () => reject(new Error('the supervisor exited')));
  });
}

describe('the embedded portal killed in the middle of writes', () => {
  const root = mkdtempSync(join(tmpdir(), 'bayan-faults-embedded-'));
  const cleanUp: (() => void)[] = [];
  afterAll(() => {
    for (const step of cleanUp) step();
    rmSync(root, { recursive: true, force: true });
  });

  it('restarts at once on the same data, and every acknowledged write is there', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = portalEnv(port, { BAYAN_DATA_DIR: join(root, 'data') });

    const { supervisor, pid } = await startUnreapedPortal(env);
    cleanUp.push(() => supervisor.kill('SIGKILL'));
    await waitFor(base, '/readyz', 60_000);
    for (let i = 0; i < 10; i++) await deliver(base, `warm-up-${i}`);

    const load = startWebhookLoad(base, { perSecond: 30, maxCount: 2_000, prefix: `killed-${Date.now()}` });
    await sleep(1_500);
    process.kill(pid, 'SIGKILL');
    const killedAt = performance.now();
    while (!isZombie(pid)) await sleep(5);

    // Restarted at once, as a supervisor does, while the killed process is still unreaped.
    const restarted: Portal = startPortal(env);
    cleanUp.push(() => restarted.child.kill('SIGKILL'));
    await waitFor(base, '/readyz', 60_000, restarted);
    const downMs = performance.now() - killedAt;
    expect(isZombie(pid), 'the killed portal was still unreaped when its successor started').toBe(true);
    await sleep(1_000);
    const deliveries = await load.stop();

    // While the process was dead there was no answer at all (0); otherwise 200, or 503 at worst.
    expect(deliveries.filter((d) => ![0, 200, 503].includes(d.status))).toEqual([]);
    const acknowledged = deliveries.filter((d) => d.status === 200);
    expect(acknowledged.some((d) => d.sentAt < killedAt)).toBe(true);
    expect(acknowledged.some((d) => d.sentAt > killedAt)).toBe(true);
    // A replay of an event the portal already holds is a duplicate: each acknowledged one is kept.
    const lost: string[] = [];
    for (const d of acknowledged) {
      const replay = await deliver(base, d.eventId);
      if (replay.result !== 'duplicate') lost.push(`${d.eventId}: ${replay.status} ${String(replay.result)}`);
    }
    recordFigures('embedded_killed', { restartMs: downMs, lost: lost.length });
    expect(lost).toEqual([]);
    console.log(
      `embedded portal SIGKILLed under ${deliveries.length} webhooks: ${acknowledged.length} acknowledged (all kept), restarted on the same data while the old process was unreaped, serving again ${Math.round(downMs)} ms after the kill`,
    );

    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  }, 150_000);
});
