import { Hono } from 'hono';

/** `/healthz`: the process is up. `/readyz`: the database answers (load balancers route on it). */
export function healthRoutes({ ping, timeoutMs }: { ping: () => Promise<void>; timeoutMs: number }) {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
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
