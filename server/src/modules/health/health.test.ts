import { describe, expect, it } from 'vitest';
import { readEnv } from '../../env';
import { createReadiness, healthRoutes } from './health.routes';

// The configured default: a database that does not answer turns into a 503 within this.
const TIMEOUT_MS = readEnv({}).DB_TIMEOUT_MS;

async function timedReadyz(ping: () => Promise<void>) {
  const app = healthRoutes({ ping, timeoutMs: TIMEOUT_MS });
  const started = performance.now();
  const res = await app.request('/readyz');
  return { res, ms: performance.now() - started };
}

describe('health routes', () => {
  it('GET /healthz answers 200 without asking the database', async () => {
    const app = healthRoutes({ ping: () => Promise.reject(new Error('down')), timeoutMs: TIMEOUT_MS });
    const res = await app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 when the database answers', async () => {
    const { res } = await timedReadyz(() => Promise.resolve());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('GET /readyz answers 503 at once when the ping fails', async () => {
    const { res, ms } = await timedReadyz(() =>
      Promise.reject(
        Object.assign(new Error('connect ECONNREFUSED 10.0.0.9:5432'), { code: 'ECONNREFUSED' }),
      ),
    );
    expect(res.status).toBe(503);
    expect(ms).toBeLessThan(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ status: 'unavailable', database: 'down' });
    expect(text).not.toContain('10.0.0.9');
  });

  it('GET /readyz answers 503 within 2 s when the ping hangs', async () => {
    expect(TIMEOUT_MS).toBeLessThanOrEqual(2_000);
    const { res, ms } = await timedReadyz(() => new Promise<void>(() => undefined));
    expect(res.status).toBe(503);
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    // Timers fire a little late on a busy machine; "within 2 s" is the configured timeout plus that.
    expect(ms).toBeLessThan(TIMEOUT_MS + 250);
  });
});

describe('readiness while shutting down', () => {
  it('GET /readyz answers 503 once the instance drains, without asking the database', async () => {
    const readiness = createReadiness();
    let pings = 0;
    const app = healthRoutes({ ping: () => Promise.resolve(void pings++), timeoutMs: TIMEOUT_MS, readiness });
    expect((await app.request('/readyz')).status).toBe(200);
    readiness.drain();
    const res = await app.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'draining' });
    expect(pings).toBe(1);
    // The process is still up: a balancer must not take it for dead and cut its requests.
    expect((await app.request('/healthz')).status).toBe(200);
  });
});
