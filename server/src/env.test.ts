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

  it('reads TRUST_PROXY as the number of proxies in front (true is one)', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(0);
    expect(readEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(readEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(readEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(configError({ TRUST_PROXY: 'maybe' }).message).toContain(
      'TRUST_PROXY must be true, false or a number of proxies',
    );
  });

  it('limits business tax look-ups to 30 a minute per account unless told otherwise', () => {
    expect(readEnv({}).BTAX_LOOKUPS_PER_MINUTE).toBe(30);
    expect(readEnv({ BTAX_LOOKUPS_PER_MINUTE: '120' }).BTAX_LOOKUPS_PER_MINUTE).toBe(120);
    expect(configError({ BTAX_LOOKUPS_PER_MINUTE: '0' }).message).toContain(
      'BTAX_LOOKUPS_PER_MINUTE must be a whole number from 1 to 1000000',
    );
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

describe('readEnv in production', () => {
  const real = {
    NODE_ENV: 'production',
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: 'https://sms.example.ph/send',
    MAIL_PROVIDER: 'smtp',
    SMTP_URL: 'smtps://user:pass@mail.example.ph:465',
    RECAPTCHA_SITE_KEY: 'site',
    RECAPTCHA_PROJECT_ID: 'project',
    RECAPTCHA_API_KEY: 'key',
    PAYMENT_GATEWAY: 'paymongo',
    PAYMONGO_SECRET_KEY: 'sk_live_abc123',
    PAYMONGO_WEBHOOK_SECRET: 'whsk_abc123',
    MFA_SECRET_KEY: 'a'.repeat(64),
    NOV_PIN_KEY: 'c'.repeat(64),
  };

  it('starts with real SMS, e-mail and reCAPTCHA keys', () => {
    expect(readEnv(real)).toMatchObject({
      NODE_ENV: 'production',
      SMS_PROVIDER: 'http',
      MAIL_PROVIDER: 'smtp',
    });
  });

  it.each([
    ['SMS', { SMS_PROVIDER: 'outbox' }],
    ['e-mail', { MAIL_PROVIDER: 'outbox' }],
    ['both (the defaults)', { SMS_PROVIDER: '', MAIL_PROVIDER: '' }],
  ])('refuses the outbox adapter for %s unless ALLOW_OUTBOX_IN_PRODUCTION', (_, change) => {
    expect(configError({ ...real, ...change }).message).toContain('ALLOW_OUTBOX_IN_PRODUCTION=true');
    expect(() => readEnv({ ...real, ...change, ALLOW_OUTBOX_IN_PRODUCTION: 'true' })).not.toThrow();
  });

  it('refuses to start without all three reCAPTCHA keys unless BOT_CHECK_DISABLED', () => {
    const { RECAPTCHA_API_KEY: _, ...withoutKey } = real;
    expect(configError(withoutKey).message).toContain('BOT_CHECK_DISABLED=true');
    expect(configError({ ...real, RECAPTCHA_SITE_KEY: '' }).message).toContain('RECAPTCHA_SITE_KEY');
    expect(readEnv({ ...withoutKey, BOT_CHECK_DISABLED: 'true' }).BOT_CHECK_DISABLED).toBe(true);
  });

  it('refuses to start without MFA_SECRET_KEY, and takes only 64 hex characters', () => {
    const { MFA_SECRET_KEY: _, ...withoutKey } = real;
    expect(configError(withoutKey).message).toContain('production needs MFA_SECRET_KEY');
    expect(configError({ ...real, MFA_SECRET_KEY: 'short' }).message).toContain(
      'MFA_SECRET_KEY must be 64 hex',
    );
    expect(readEnv({ NODE_ENV: 'development' }).MFA_SECRET_KEY).toBeUndefined();
  });

  it('refuses to start without NOV_PIN_KEY, and takes only 64 hex characters', () => {
    const { NOV_PIN_KEY: _, ...withoutKey } = real;
    expect(configError(withoutKey).message).toContain('production needs NOV_PIN_KEY');
    expect(configError({ ...real, NOV_PIN_KEY: 'xyz' }).message).toContain('NOV_PIN_KEY must be 64 hex');
    expect(readEnv({ NODE_ENV: 'development' }).NOV_PIN_KEY).toBeUndefined();
  });

  it('needs the address of the chosen SMS and e-mail providers, in any environment', () => {
    expect(configError({ SMS_PROVIDER: 'http' }).message).toContain('SMS_PROVIDER=http needs SMS_HTTP_URL');
    expect(configError({ MAIL_PROVIDER: 'smtp' }).message).toContain('MAIL_PROVIDER=smtp needs SMTP_URL');
  });

  it('allows the outbox and the dev bot check outside production', () => {
    expect(readEnv({ NODE_ENV: 'development' })).toMatchObject({
      SMS_PROVIDER: 'outbox',
      MAIL_PROVIDER: 'outbox',
    });
  });
});
