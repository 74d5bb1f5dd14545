import type { Logger } from 'pino';

/**
 * Runs `pass` every `intervalMs`, never two passes at once (a slow pass skips the next tick); a
 * failing pass is logged and the next one tries again. The timer does not keep the process alive.
 * Returns the stop function.
 */
export function repeatJob(
  pass: () => Promise<unknown>,
  intervalMs: number,
  { logger, what }: { logger: Pick<Logger, 'warn'>; what: string },
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    pass()
      .catch((err: unknown) => logger.warn({ err }, `${what} failed`))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
