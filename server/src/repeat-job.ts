import type { Logger } from 'pino';
import type { JobLeases } from './job-leases';

export interface RepeatJobOptions {
  logger: Pick<Logger, 'warn'>;
  what: string;
  /**
   * With several instances on one PostgreSQL: the job's name and the leases that let exactly one
   * instance run each period's pass. Without (the embedded database, one process), every tick runs.
   */
  shared?: { job: string; leases: JobLeases } | undefined;
}

/**
 * Runs `pass` every `intervalMs`, never two passes at once (a slow pass skips the next tick); a
 * failing pass is logged and the next one tries again. The timer does not keep the process alive.
 * Shared, it ticks twice a period (so every period meets a tick of each instance) and runs the pass
 * only on the instance whose claim of the period wins. Returns the stop function.
 */
export function repeatJob(
  pass: () => Promise<unknown>,
  intervalMs: number,
  { logger, what, shared }: RepeatJobOptions,
): () => void {
  let running = false;
  const once = async () => {
    if (!shared) return pass();
    const release = await shared.leases.claim(shared.job, intervalMs);
    if (!release) return;
    try {
      return await pass();
    } finally {
      await release();
    }
  };
  const timer = setInterval(
    () => {
      if (running) return;
      running = true;
      once()
        .catch((err: unknown) => logger.warn({ err }, `${what} failed`))
        .finally(() => {
          running = false;
        });
    },
    shared ? Math.max(1, Math.floor(intervalMs / 2)) : intervalMs,
  );
  timer.unref();
  return () => clearInterval(timer);
}
