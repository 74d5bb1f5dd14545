import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../../scripts/free-port.mjs';
import { BENCH_WEBHOOK_SECRET } from './server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One portal process of the fleet; its port stays the same across restarts (the balancer's list). */
interface Instance {
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  stderr: string;
}

/**
 * N portal instances on one PostgreSQL, as a deployment runs them: each on a port of its own, with
 * a drain on SIGTERM long enough for the balancer's health check to notice (2 checks a second apart), the
 * shared limits left at their defaults (30 look-ups a minute) and a short reconciler period so its
 * once-a-period claim is seen several times within a run.
 */
export async function startFleet(options: {
  count: number;
  databaseUrl: string;
  workDir: string;
  distDir: string;
  track: (pid: number | undefined) => void;
  env?: Record<string, string>;
}) {
  const ports = await Promise.all(Array.from({ length: options.count }, () => freePort()));
  const instances: Instance[] = [];

  function spawnInstance(i: number): Instance {
    const port = ports[i] ?? 0;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: options.databaseUrl,
      BAYAN_DATA_DIR: join(options.workDir, `instance-${i + 1}`),
      BAYAN_STATIC_DIR: options.distDir,
      LOG_LEVEL: 'warn',
      // Every request reaches the portals from the balancer's address.
      AUTH_LIMIT_PER_ADDRESS: '1000000',
      SANDBOX_WEBHOOK_SECRET: BENCH_WEBHOOK_SECRET,
      PAYMENT_GATEWAY: 'sandbox',
      SHUTDOWN_DRAIN_MS: '3000',
      SHUTDOWN_TIMEOUT_MS: '10000',
      RECONCILE_INTERVAL_SECONDS: '10',
      ...options.env,
    };
    delete env.NODE_ENV;
    delete env.BTAX_LOOKUPS_PER_MINUTE;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    options.track(child.pid);
    const instance: Instance = {
      port,
      child,
      stderr: '',
      exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
    };
    child.stderr?.on('data', (chunk: Buffer) => {
      instance.stderr = (instance.stderr + chunk.toString()).slice(-4000);
    });
    return instance;
  }

  /** Waits until instance `i` answers `/readyz` 200; returns the milliseconds it took. */
  async function ready(i: number, withinMs = 90_000): Promise<number> {
    const started = performance.now();
    const instance = instances[i];
    while (performance.now() - started < withinMs) {
      if (!instance || instance.child.exitCode !== null || instance.child.signalCode !== null) {
        throw new Error(`portal ${i + 1} exited while starting:\n${instance?.stderr ?? ''}`);
      }
      try {
        const res = await fetch(`http://127.0.0.1:${instance.port}/readyz`, {
          signal: AbortSignal.timeout(2_000),
        });
        if (res.status === 200) return performance.now() - started;
      } catch {
        // Not listening yet.
      }
      await sleep(100);
    }
    throw new Error(`portal ${i + 1} was not ready within ${withinMs} ms:\n${instance?.stderr ?? ''}`);
  }

  // The first one alone: it applies the migrations, which the others would wait for anyway.
  instances.push(spawnInstance(0));
  await ready(0);
  for (let i = 1; i < options.count; i++) instances.push(spawnInstance(i));
  for (let i = 1; i < options.count; i++) await ready(i);

  return {
    ports,
    pids: () => instances.map((instance) => instance.child.pid ?? 0),
    /** The end of each instance's standard error (warnings and errors). */
    stderr: () => instances.map((instance) => instance.stderr),
    /** SIGKILLs instance `i` and starts it again at once, as a supervisor would; resolves once it is ready. */
    async kill(i: number) {
      instances[i]?.child.kill('SIGKILL');
      await instances[i]?.exited;
      instances[i] = spawnInstance(i);
      return ready(i);
    },
    /** A release: each instance in turn gets SIGTERM, exits, and its successor is ready before the next. */
    async rollingRestart(log: (message: string) => void) {
      const exitCodes: (number | null)[] = [];
      for (let i = 0; i < instances.length; i++) {
        const old = instances[i];
        old?.child.kill('SIGTERM');
        exitCodes.push((await old?.exited) ?? null);
        instances[i] = spawnInstance(i);
        const ms = await ready(i);
        log(`portal ${i + 1} restarted (exit ${String(exitCodes.at(-1))}), ready after ${Math.round(ms)} ms`);
        // The balancer's health check needs two passing checks a second apart to put it back.
        await sleep(2_500);
      }
      return exitCodes;
    },
    async stop() {
      for (const instance of instances) instance.child.kill('SIGTERM');
      await Promise.race([Promise.all(instances.map((instance) => instance.exited)), sleep(15_000)]);
      for (const instance of instances) instance.child.kill('SIGKILL');
    },
  };
}
