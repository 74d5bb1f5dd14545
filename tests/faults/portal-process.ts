import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** Small, so the suite sees at once whether a 503 came within it (the default is 2 s). */
export const DB_TIMEOUT_MS = 500;
/** The SIGTERM scenarios' SHUTDOWN_TIMEOUT_MS: short, so the suite stays short (the default is 10 s). */
export const SHUTDOWN_TIMEOUT_MS = 3_000;
/** The sandbox gateway's signing secret the suite signs its webhooks with. */
export const WEBHOOK_SECRET = 'fault-suite-webhook-secret-0123456789';

/** The portal's environment for the suite: loopback only, quiet, a small database budget. */
export function portalEnv(port: number, extra: Record<string, string>): Record<string, string> {
  return {
    ...(process.env as Record<string, string>),
    // Nothing inherited from a developer's shell or a CI run decides where the data goes.
    DATABASE_URL: '',
    BAYAN_DATA_DIR: '',
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'silent',
    DB_TIMEOUT_MS: String(DB_TIMEOUT_MS),
    PAYMENT_GATEWAY: 'sandbox',
    SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // An empty folder: the API is what is under test, not the built PWA.
    BAYAN_STATIC_DIR: mkdtempSync(join(tmpdir(), 'bayan-faults-static-')),
    ...extra,
  };
}

/**
 * The command that runs the portal as one process (`node --import tsx`, not the tsx CLI, which
 * would run it in a child of its own: a SIGKILL must reach the process that holds the data).
 */
export const portalCommand = [process.execPath, '--import', 'tsx', 'server/src/main.ts'];

export interface Portal {
  child: ChildProcess;
  stderr: () => string;
  exited: Promise<number | null>;
}

/** Starts the portal as a child of this process. */
export function startPortal(env: Record<string, string>): Portal {
  const [command = '', ...args] = portalCommand;
  const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stderr: () => stderr, exited };
}

/** Polls `GET path` until it answers 200; returns the milliseconds it took. Fails at once if `portal` exits. */
export async function waitFor(
  base: string,
  path: string,
  withinMs: number,
  portal?: Portal,
): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < withinMs) {
    if (portal && (portal.child.exitCode !== null || portal.child.signalCode !== null)) {
      throw new Error(
        `the portal exited (${String(portal.child.exitCode ?? portal.child.signalCode)}):\n${portal.stderr()}`,
      );
    }
    try {
      const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - started;
    } catch {
      // Not listening yet, or not answering.
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${base}${path} did not answer 200 within ${withinMs} ms`);
}
