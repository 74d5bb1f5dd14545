import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Debian's HAProxy, installed with `apt-get install -y haproxy` when missing and this runs as root
 * (as the bench does on CI's machine); undefined when it cannot be had, and the probe skips.
 */
export function findHaproxy(log: (message: string) => void): string | undefined {
  const installed = () => ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((path) => existsSync(path));
  if (installed()) return installed();
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return undefined;
  log('HAProxy is not installed: apt-get install -y haproxy');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'haproxy'], {
    env,
    stdio: 'ignore',
    timeout: 300_000,
  });
  if (install.status !== 0) {
    // The package lists may never have been fetched on this machine.
    spawnSync('apt-get', ['update', '-qq'], { env, stdio: 'ignore', timeout: 300_000 });
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'haproxy'], {
      env,
      stdio: 'ignore',
      timeout: 300_000,
    });
  }
  return installed();
}

/**
 * The balancer of a deployment: round robin over the portals, a health check on `/readyz` every
 * second (down after 2 failures, up after 2 successes; a check may take 3 s — longer than the
 * portal's own DB_TIMEOUT_MS — so a portal that is only busy is not taken out, which at 500 ms
 * emptied the whole pool in a busy spell and turned the rush into 503s), at most 32 requests at
 * once on a portal (more wait in HAProxy's queue, up to 10 s: a portal given hundreds at once
 * answered none of them, nor its health check, in time, and all three were taken out), and a request whose server refused the
 * connection or closed it without an answer (a killed instance) tried again on another one. Every
 * path of the portal that such a retry can repeat is idempotent: look-ups, sign-ins, billings
 * (one per bill), checkouts (Idempotency-Key) and gateway notifications (deduplicated by id).
 */
export function haproxyConfig(port: number, servers: number[]): string {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 1s
  timeout client 30s
  timeout server 15s
  timeout http-keep-alive 10s
  timeout check 3s
  timeout queue 10s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response

frontend portal
  bind 127.0.0.1:${port}
  default_backend portals

backend portals
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter 1s fall 2 rise 2 maxconn 32
  http-response set-header X-Served-By %[srv_name]
${servers.map((p, i) => `  server portal${i + 1} 127.0.0.1:${p} check`).join('\n')}
`;
}

/** Starts HAProxy in the foreground (so killing it stops it) with the configuration above. */
export function startHaproxy(options: {
  binary: string;
  port: number;
  servers: number[];
  workDir: string;
  track: (pid: number | undefined) => void;
}) {
  const file = join(options.workDir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(options.port, options.servers));
  const child = spawn(options.binary, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  options.track(child.pid);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  return {
    pid: child.pid ?? 0,
    baseUrl: `http://127.0.0.1:${options.port}`,
    stderr: () => stderr,
    stop: () => void child.kill('SIGTERM'),
  };
}
