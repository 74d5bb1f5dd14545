import { describe, expect, it } from 'vitest';
import { ConfigError, readEnv } from '../../env';

const error = (source: Record<string, string>) => {
  try {
    readEnv(source);
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
  }
  throw new Error('expected a configuration error');
};

describe('payment settings in the environment', () => {
  it('defaults to the sandbox gateway and a 25.00 convenience fee (in centavos)', () => {
    expect(readEnv({})).toMatchObject({ PAYMENT_GATEWAY: 'sandbox', CONVENIENCE_FEE: 2500 });
    expect(readEnv({ CONVENIENCE_FEE: '0' }).CONVENIENCE_FEE).toBe(0);
  });

  it.each(['-1', 'abc', '25.005'])('refuses CONVENIENCE_FEE=%s', (fee) => {
    expect(error({ CONVENIENCE_FEE: fee })).toContain('CONVENIENCE_FEE');
  });

  it('needs both PayMongo keys for PAYMENT_GATEWAY=paymongo', () => {
    expect(error({ PAYMENT_GATEWAY: 'paymongo' })).toContain(
      'PAYMONGO_SECRET_KEY and PAYMONGO_WEBHOOK_SECRET',
    );
    expect(
      error({
        PAYMENT_GATEWAY: 'paymongo',
        PAYMONGO_SECRET_KEY: 'pk_test_x',
        PAYMONGO_WEBHOOK_SECRET: 'whsk_12345',
      }),
    ).toContain('sk_test_');
  });

  it('refuses the sandbox gateway in production unless explicitly allowed', () => {
    const production = {
      NODE_ENV: 'production',
      ALLOW_OUTBOX_IN_PRODUCTION: 'true',
      BOT_CHECK_DISABLED: 'true',
      MFA_SECRET_KEY: 'b'.repeat(64),
      NOV_PIN_KEY: 'c'.repeat(64),
    };
    expect(error(production)).toContain('ALLOW_SANDBOX_GATEWAY_IN_PRODUCTION=true');
    expect(readEnv({ ...production, ALLOW_SANDBOX_GATEWAY_IN_PRODUCTION: 'true' }).PAYMENT_GATEWAY).toBe(
      'sandbox',
    );
  });
});
