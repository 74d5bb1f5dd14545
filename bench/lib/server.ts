import { spawn } from 'node:child_process';
import { freePort } from '../../scripts/free-port.mjs';

/** The sandbox gateway's signing secret on the bench server (a throwaway value, not a secret). */
export const BENCH_WEBHOOK_SECRET = 'bench-sandbox-webhook-secret';

/** A server started for the bench; `stop()` is safe to call more than once. */
export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `server/src/main.ts` (through tsx, in one Node process so SIGTERM reaches the server
 * itself) on a free port with the given data folder, and resolves once `GET /healthz` answers.
 */
export async function startServer(options: {
  dataDir: string;
  timeoutMs?: number;
  /** Called with the server's pid (see `Reaper.track`). */
  track?: (pid: number | undefined) => void;
  /** Extra environment, e.g. DATABASE_URL to run on PostgreSQL instead of the embedded database. */
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    BAYAN_DATA_DIR: options.dataDir,
  };
  // The server's default (development) mode: production demands real SMS, mail and bot-check keys.
  delete env.NODE_ENV;
  env.LOG_LEVEL = 'warn';
  // Every bench request comes from 127.0.0.1, whereas real sign-ins come from many addresses: the
  // per-address limit on the auth paths (default 600 per 10 minutes) would refuse the login flood
  // after a few seconds, so the bench lifts it. The per-account limits stay as they are.
  env.AUTH_LIMIT_PER_ADDRESS = '1000000';
  // The inquiry probes send hundreds of look-ups a second from one account; the per-account limit
  // (30 a minute) is lifted but still checked on every request, so its cost is measured.
  env.BTAX_LOOKUPS_PER_MINUTE = '1000000';
  // The bench plays the payment provider and signs the sandbox's webhooks itself.
  env.SANDBOX_WEBHOOK_SECRET = BENCH_WEBHOOK_SECRET;
  env.PAYMENT_GATEWAY = 'sandbox';
  // The wallet's fee differs from the browser's, so the reliability probe's wallet payer proves
  // each channel's own quote is the one charged (issue 25).
  env.WALLET_CONVENIENCE_FEE = '15.00';
  Object.assign(env, options.env);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  options.track?.(child.pid);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let done = false;
  void exited.then(() => (done = true));

  const stop = async () => {
    if (done) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (done) throw new Error(`the server exited before it was up:\n${stderr.trim()}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return { baseUrl, stop };
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  await stop();
  throw new Error(`the server did not answer /healthz in time:\n${stderr.trim()}`);
}
