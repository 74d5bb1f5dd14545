import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggablePath, requestLog } from './request-log';

describe('loggablePath', () => {
  it.each([
    ['/api/v1/account/activate/3f9a-activation-token', '/api/v1/account/activate/[redacted]'],
    ['/account/activate/abc/juan@example.com', '/account/activate/[redacted]'],
    ['/create-password/reset-token-123', '/create-password/[redacted]'],
  ])('redacts the token in %s', (path, logged) => {
    expect(loggablePath(path)).toBe(logged);
  });

  it('keeps ordinary paths as they are', () => {
    expect(loggablePath('/api/v1/taxpayers/module_systems/3')).toBe('/api/v1/taxpayers/module_systems/3');
  });
});

describe('requestLog', () => {
  it('logs one line per request with id, status and a path free of tokens and queries', async () => {
    const lines: string[] = [];
    const app = new Hono();
    app.use('*', requestId());
    app.use('*', requestLog(pino({}, { write: (line: string) => void lines.push(line) })));
    app.get('*', (c) => c.text('ok'));

    await app.request('/create-password/reset-token-123?email=juan@example.com', {
      headers: { authorization: 'Bearer secret-bearer' },
    });

    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(entry).toMatchObject({ method: 'GET', path: '/create-password/[redacted]', status: 200 });
    expect(entry.requestId).toEqual(expect.any(String));
    expect(lines[0]).not.toMatch(/reset-token|juan@example|secret-bearer/);
  });
});
