import { describe, expect, it } from 'vitest';
import { ConfigError, readEnv } from './env';

function configError(source: Record<string, string>): ConfigError {
  try {
    readEnv(source);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('readEnv accepted a bad configuration');
}

describe('readEnv', () => {
  it('falls back to the documented defaults', () => {
    const env = readEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 8080,
      HOST: '0.0.0.0',
      BAYAN_DATA_DIR: './data',
      BAYAN_STATIC_DIR: './dist',
      LOG_LEVEL: 'info',
      BODY_LIMIT_BYTES: 1024 * 1024,
      DB_TIMEOUT_MS: 2_000,
      BAYAN_SEED_DEMO: true,
    });
  });

  it('reads the values it is given', () => {
    const env = readEnv({
      PORT: '3000',
      DATABASE_URL: 'postgresql://bayan:secret@db.internal:5432/bayan',
      BAYAN_SEED_DEMO: 'no',
      LOG_LEVEL: 'warn',
    });
    expect(env).toMatchObject({
      PORT: 3000,
      DATABASE_URL: 'postgresql://bayan:secret@db.internal:5432/bayan',
      BAYAN_SEED_DEMO: false,
      LOG_LEVEL: 'warn',
    });
  });

  it('treats an empty variable as unset', () => {
    const env = readEnv({ PORT: '', DATABASE_URL: '' });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('ignores variables it does not know', () => {
    expect(() => readEnv({ HOME: '/root', PATH: '/usr/bin' })).not.toThrow();
  });

  it.each([
    [
      { PORT: 'abc' },
      'PORT',
      "invalid configuration: PORT must be a whole number from 1 to 65535 (got 'abc')",
    ],
    [{ PORT: '70000' }, 'PORT', 'PORT must be a whole number from 1 to 65535'],
    [{ DATABASE_URL: 'mysql://root@localhost/bayan' }, 'DATABASE_URL', 'DATABASE_URL must be a postgres://'],
    [{ BAYAN_SEED_DEMO: 'maybe' }, 'BAYAN_SEED_DEMO', "(got 'maybe')"],
    [{ BAYAN_SEED_DEMO: 'on' }, 'BAYAN_SEED_DEMO', "(got 'on')"],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL', "(got 'loud')"],
  ])('rejects %o with one line naming %s', (source, name, text) => {
    const err = configError(source);
    expect(err.message).toContain(name);
    expect(err.message).toContain(text);
    expect(err.message).not.toContain('\n');
  });
});
