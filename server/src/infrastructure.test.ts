import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { PaymentGateway } from './adapters/gateway/payment-gateway';
import type { Db } from './db/client';
import { readEnv } from './env';
import { handleError } from './http/error-handler';
import { createInfrastructure } from './infrastructure';
import { hashPassword } from './modules/auth/passwords';

// Building the infrastructure queries nothing; the adapters touch the database only when used.
const database = { db: {} as Db, kind: 'pglite' as const };
const logger = pino({ level: 'silent' });
const build = (adapters = {}) =>
  createInfrastructure({ database, config: readEnv({}), logger, bodyLimitBytes: 1024, adapters });

describe('createInfrastructure', () => {
  it('uses the adapters a test gives instead of the configured ones', () => {
    const now = () => new Date('2026-01-02T03:04:05Z');
    const gateway = { name: 'paymongo' } as PaymentGateway;
    const infra = build({ now, gateway });
    expect(infra.now).toBe(now);
    expect(infra.gateway).toBe(gateway);
    // The sandbox's checkout pages stay while PAYMENT_GATEWAY=sandbox (the default).
    expect(infra.sandbox).not.toBeNull();
  });

  it('picks the configured adapters otherwise: the sandbox gateway and the real hasher', () => {
    const infra = build();
    expect(infra.gateway.name).toBe('sandbox');
    expect(infra.passwords.hash).toBe(hashPassword);
    expect(infra.publicUrl).not.toMatch(/\/$/);
  });

  it('guards with its own sessions: no bearer token is a 401', async () => {
    const infra = build();
    const app = new Hono();
    app.onError((err, c) => handleError(err, c, logger));
    app.get('/private', infra.guard, (c) => c.text('in'));
    expect((await app.request('/private')).status).toBe(401);
  });
});
