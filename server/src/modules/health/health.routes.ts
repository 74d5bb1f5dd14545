import { Hono } from 'hono';

/** Whether the instance is shutting down: set once on SIGTERM, never unset. */
export interface Readiness {
  draining: () => boolean;
  drain: () => void;
}

export function createReadiness(): Readiness {
  let draining = false;
  return { draining: () => draining, drain: () => void (draining = true) };
}

/**
 * `/healthz`: the process is up. `/readyz`: the database answers and the instance is not shutting
 * down (load balancers route on it, so a draining instance gets no new requests).
 */
export function healthRoutes({
  ping,
  timeoutMs,
  readiness = createReadiness(),
}: {
  ping: () => Promise<void>;
  timeoutMs: number;
  readiness?: Readiness;
}) {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    if (readiness.draining()) return c.json({ status: 'draining' }, 503);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs);
    });
    try {
      await Promise.race([ping(), timeout]);
      return c.json({ status: 'ok', database: 'up' });
    } catch {
      return c.json({ status: 'unavailable', database: 'down' }, 503);
    } finally {
      clearTimeout(timer);
    }
  });
  return app;
}
