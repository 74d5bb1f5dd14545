import type { Server } from 'node:http';
import type { Logger } from 'pino';

export interface ShutdownSteps {
  server: Pick<Server, 'close' | 'closeIdleConnections' | 'closeAllConnections'>;
  /** How long `/readyz` answers 503 while requests are still served, so a balancer drains us. */
  drainMs: number;
  /** The whole shutdown, drain included, ends within this (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  /** Turns `/readyz` to 503 and asks keep-alive clients to reconnect elsewhere. */
  drain: () => void;
  /** Stops the periodic jobs, so no new pass starts. */
  stopJobs: () => void;
  /** Work started after an answer (a reset code's SMS) that should finish first. */
  afterWork: () => Promise<void>;
  closeDatabase: () => Promise<void>;
  logger: Pick<Logger, 'info' | 'error'>;
  /** Flushes the log and ends the process with this code. */
  exit: (code: number) => void;
}

/**
 * Stops the portal for a release or a restart: not ready first (the balancer stops sending), then
 * no new connections, then what is in flight finishes, then the database closes. Whatever is stuck
 * — a request waiting on a frozen database, a pool that cannot say goodbye to it — the process
 * exits within `timeoutMs` of the signal (code 1 when it had to cut something short).
 */
export function shutdown(signal: string, steps: ShutdownSteps): void {
  const { server, drainMs, timeoutMs, logger } = steps;
  const started = performance.now();
  let exited = false;
  const exit = (code: number) => {
    if (exited) return;
    exited = true;
    steps.exit(code);
  };
  // Not unref'd: this timer is the promise that the process ends.
  setTimeout(() => {
    logger.error({ timeoutMs }, 'shutdown did not finish within SHUTDOWN_TIMEOUT_MS: exiting anyway');
    exit(1);
  }, timeoutMs);

  steps.drain();
  steps.stopJobs();
  logger.info({ signal, drainMs }, 'shutting down: not ready, draining');
  const drainFor = Math.min(drainMs, timeoutMs);
  // Requests still running this long before the deadline are cut, so the database can close in time.
  const closeReserveMs = Math.min(1_000, Math.max(0, timeoutMs - drainFor) / 2);

  setTimeout(() => {
    logger.info('shutting down: no new connections, finishing in-flight requests');
    const cut = setTimeout(
      () => server.closeAllConnections(),
      Math.max(0, timeoutMs - drainFor - closeReserveMs),
    );
    server.close(() => {
      clearTimeout(cut);
      // Closing PGlite flushes its files, so the data folder is never left half-written.
      steps
        .afterWork()
        .then(() => steps.closeDatabase())
        .then(() => {
          logger.info({ ms: Math.round(performance.now() - started) }, 'database closed; bye');
          exit(0);
        })
        .catch((err: unknown) => {
          logger.error({ err }, 'closing the database failed');
          exit(1);
        });
    });
    // Idle keep-alive sockets would otherwise hold server.close() until their own timeout.
    server.closeIdleConnections();
  }, drainFor);
}
