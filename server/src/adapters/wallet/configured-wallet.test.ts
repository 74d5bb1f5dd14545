import { describe, expect, it } from 'vitest';
import { ConfigError, readEnv } from '../../env';

const production = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example.ph/send',
  MAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtps://user:pass@mail.example.ph:465',
  BOT_CHECK_DISABLED: 'true',
  PAYMENT_GATEWAY: 'paymongo',
  PAYMONGO_SECRET_KEY: 'sk_live_abc123',
  PAYMONGO_WEBHOOK_SECRET: 'whsk_abc123',
  MFA_SECRET_KEY: 'a'.repeat(64),
  NOV_PIN_KEY: 'c'.repeat(64),
};

const problem = (env: Record<string, string>) => {
  try {
    readEnv(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
  }
  return '';
};

describe('GCASH_API', () => {
  it('is the wallet sandbox in development and off in production unless chosen', () => {
    expect(readEnv({}).GCASH_API).toBe('sandbox');
    expect(readEnv(production).GCASH_API).toBe('off');
  });

  it('refuses the sandbox in production unless ALLOW_GCASH_SANDBOX_IN_PRODUCTION', () => {
    expect(problem({ ...production, GCASH_API: 'sandbox' })).toContain(
      'ALLOW_GCASH_SANDBOX_IN_PRODUCTION=true',
    );
    expect(
      readEnv({ ...production, GCASH_API: 'sandbox', ALLOW_GCASH_SANDBOX_IN_PRODUCTION: 'true' }).GCASH_API,
    ).toBe('sandbox');
  });

  it('needs the OpenAPI address and both key files for GCash itself', () => {
    expect(problem({ GCASH_API: 'gcash' })).toContain('GCASH_API=gcash needs GCASH_API_URL');
    expect(
      readEnv({
        ...production,
        GCASH_API: 'gcash',
        GCASH_API_URL: 'https://api.gcash.example/api',
        GCASH_CLIENT_ID: '2023000000000001',
        GCASH_PRIVATE_KEY_FILE: '/etc/bayan/gcash-private.pem',
        GCASH_PUBLIC_KEY_FILE: '/etc/bayan/gcash-public.pem',
      }).GCASH_API,
    ).toBe('gcash');
  });
});
