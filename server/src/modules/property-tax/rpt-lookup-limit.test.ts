import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { lookupLimit } from '../../billing/lookup-limit';
import type { AuthEnv } from '../../http/auth-guard';
import { TooManyRequestsError } from '../../http/http-errors';
import { createMemoryRateLimiter } from '../auth/memory-rate-limiter';
import { rptBillKind } from './rpt-bill-kind';

describe('the property-tax look-up limit', () => {
  it('refuses an account past its allowance a minute, with how long to wait, and counts accounts apart', async () => {
    let at = Date.parse('2026-11-10T02:00:00Z');
    const app = new Hono<AuthEnv>();
    app.onError((err, c) =>
      err instanceof TooManyRequestsError ? c.json({ message: err.message }, 429) : c.text('boom', 500),
    );
    app.use('*', async (c, next) => {
      c.set('auth', { taxpayerId: Number(c.req.header('x-taxpayer')), sessionId: 1 });
      await next();
    });
    const limiter = createMemoryRateLimiter({ now: () => new Date(at) });
    app.use(
      '*',
      lookupLimit({ limiter, dbLimiter: limiter, config: { BTAX_LOOKUPS_PER_MINUTE: 2 } }, rptBillKind),
    );
    app.get('/', (c) => c.text('ok'));
    const ask = (taxpayer: number) => app.request('/', { headers: { 'x-taxpayer': String(taxpayer) } });

    expect((await ask(1)).status).toBe(200);
    expect((await ask(1)).status).toBe(200);
    const refused = await ask(1);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Too many property tax look-ups\. Please try again in \d+ seconds?\.$/,
    );
    expect((await ask(2)).status).toBe(200);
    at += 60_000;
    expect((await ask(1)).status).toBe(200);
  });
});
