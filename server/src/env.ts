import * as v from 'valibot';
import { OTP_RESEND_COOLDOWN_SECONDS } from '@/domain/constants/otp';
import { parseCentavos } from '@/domain/money/centavos';

/** Thrown at start when the environment is unusable; main prints its message as one line and exits. */
export class ConfigError extends Error {}

const flag = v.pipe(
  v.optional(v.picklist(['true', 'false', '1', '0', 'yes', 'no']), 'false'),
  v.transform((s) => s === 'true' || s === '1' || s === 'yes'),
);

const intInRange = (name: string, min: number, max: number, fallback: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.regex(/^\d+$/, `${name} must be a whole number from ${min} to ${max}`),
    v.transform(Number),
    v.minValue(min, `${name} must be a whole number from ${min} to ${max}`),
    v.maxValue(max, `${name} must be a whole number from ${min} to ${max}`),
  );

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: intInRange('PORT', 1, 65535, 8080),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '0.0.0.0'),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^postgres(ql)?:\/\/\S+$/, 'DATABASE_URL must be a postgres:// or postgresql:// address'),
    ),
  ),
  BAYAN_DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  BAYAN_STATIC_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './dist'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  BODY_LIMIT_BYTES: intInRange('BODY_LIMIT_BYTES', 1024, 50 * 1024 * 1024, 1024 * 1024),
  CONTENT_CACHE_SECONDS: intInRange('CONTENT_CACHE_SECONDS', 0, 3600, 5),
  SHUTDOWN_TIMEOUT_MS: intInRange('SHUTDOWN_TIMEOUT_MS', 0, 120_000, 10_000),
  // How long /readyz answers 503 on SIGTERM before the listener closes: at least the balancer's
  // health-check interval times its fall count, so it stops sending first (0 with no balancer).
  // How often pending checkouts whose webhook never came are asked about (payments' reconciler).
  RECONCILE_INTERVAL_SECONDS: intInRange('RECONCILE_INTERVAL_SECONDS', 1, 3600, 30),
  SHUTDOWN_DRAIN_MS: intInRange('SHUTDOWN_DRAIN_MS', 0, 60_000, 0),
  DB_TIMEOUT_MS: intInRange('DB_TIMEOUT_MS', 100, 60_000, 2_000),
  DB_POOL_SIZE: intInRange('DB_POOL_SIZE', 1, 200, 10),
  // Space-separated origins allowed to frame the portal: the wallet web-views (GCash mini-program).
  WALLET_FRAME_ANCESTORS: v.optional(v.string(), 'https://*.gcash.com https://*.alipay.com'),
  BAYAN_SEED_DEMO: flag,
  // Proxies in front of the server that append to X-Forwarded-For (true = 1, false = 0): the
  // client address for rate limits is the entry the outermost one wrote, counted from the right.
  TRUST_PROXY: v.pipe(
    v.optional(v.string(), 'false'),
    v.regex(/^(true|false|yes|no|\d{1,2})$/, 'TRUST_PROXY must be true, false or a number of proxies'),
    v.transform((s) => (s === 'true' || s === 'yes' ? 1 : s === 'false' || s === 'no' ? 0 : Number(s))),
  ),
  // Public address of the portal, used in e-mailed links and gateway returns (default: localhost on PORT).
  PUBLIC_URL: v.optional(
    v.pipe(v.string(), v.url('PUBLIC_URL must be a full http(s) address')),
    'http://localhost:8080',
  ),
  SESSION_IDLE_MINUTES: intInRange('SESSION_IDLE_MINUTES', 1, 24 * 60, 60),
  SESSION_ABSOLUTE_HOURS: intInRange('SESSION_ABSOLUTE_HOURS', 1, 24 * 30, 24),
  SESSION_CACHE_SECONDS: intInRange('SESSION_CACHE_SECONDS', 0, 60, 5),
  // Requests per 10 minutes from one address to the sign-in/sign-up/OTP paths.
  AUTH_LIMIT_PER_ADDRESS: intInRange('AUTH_LIMIT_PER_ADDRESS', 1, 1_000_000, 600),
  // Business tax look-ups (and billings) per account per minute: a payer needs a few, a scraper
  // of every BIN thousands.
  BTAX_LOOKUPS_PER_MINUTE: intInRange('BTAX_LOOKUPS_PER_MINUTE', 1, 1_000_000, 30),
  OTP_TTL_SECONDS: intInRange('OTP_TTL_SECONDS', 30, 3600, 60),
  // The web app counts down the same seconds before Resend OTP (one constant for both).
  OTP_COOLDOWN_SECONDS: intInRange('OTP_COOLDOWN_SECONDS', 0, 3600, OTP_RESEND_COOLDOWN_SECONDS),
  UPLOAD_DIR: v.optional(v.pipe(v.string(), v.minLength(1))),
  // The LGU's business permit fee schedule (docs/fee-schedule.md); server/config/fee-schedule.yaml if unset.
  FEE_SCHEDULE_FILE: v.optional(v.pipe(v.string(), v.minLength(1))),
  SMS_PROVIDER: v.optional(v.picklist(['outbox', 'http'], 'SMS_PROVIDER must be outbox or http'), 'outbox'),
  SMS_HTTP_URL: v.optional(v.pipe(v.string(), v.url('SMS_HTTP_URL must be a full http(s) address'))),
  SMS_HTTP_TOKEN: v.optional(v.string()),
  SMS_SENDER: v.optional(v.string(), 'BAYAN'),
  MAIL_PROVIDER: v.optional(v.picklist(['outbox', 'smtp'], 'MAIL_PROVIDER must be outbox or smtp'), 'outbox'),
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')),
  ),
  MAIL_FROM: v.optional(v.string(), 'Bayan <no-reply@localhost>'),
  RECAPTCHA_SITE_KEY: v.optional(v.string()),
  RECAPTCHA_PROJECT_ID: v.optional(v.string()),
  RECAPTCHA_API_KEY: v.optional(v.string()),
  RECAPTCHA_MIN_SCORE: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(0(\.\d+)?|1(\.0+)?)$/, 'RECAPTCHA_MIN_SCORE must be from 0 to 1'),
      v.transform(Number),
    ),
    '0.5',
  ),
  // Production refuses the local adapters unless these say so explicitly.
  ALLOW_OUTBOX_IN_PRODUCTION: flag,
  BOT_CHECK_DISABLED: flag,
  // The payment gateway: the built-in sandbox (hosted test checkout) or PayMongo checkout sessions.
  PAYMENT_GATEWAY: v.optional(
    v.picklist(['sandbox', 'paymongo'], 'PAYMENT_GATEWAY must be sandbox or paymongo'),
    'sandbox',
  ),
  PAYMONGO_SECRET_KEY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^sk_(test|live)_\w+$/, 'PAYMONGO_SECRET_KEY must be an sk_test_… or sk_live_… key'),
    ),
  ),
  PAYMONGO_WEBHOOK_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(8, 'PAYMONGO_WEBHOOK_SECRET is too short')),
  ),
  // Without it the sandbox signs with a secret made on first start and kept in the database.
  SANDBOX_WEBHOOK_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(16, 'SANDBOX_WEBHOOK_SECRET needs 16+ characters')),
  ),
  ALLOW_SANDBOX_GATEWAY_IN_PRODUCTION: flag,
  // Where a payment held for refund (paid twice, or for the wrong amount) is reported.
  TREASURY_ALERT_EMAIL: v.optional(
    v.pipe(v.string(), v.email('TREASURY_ALERT_EMAIL must be an e-mail address')),
  ),
  // Video hosts whose players news videos may embed (and the CSP may frame): youtube, vimeo.
  NEWS_VIDEO_PROVIDERS: v.pipe(
    v.optional(v.string(), 'youtube'),
    v.regex(
      /^\s*((youtube|vimeo)(\s*[ ,]\s*(youtube|vimeo))*)?\s*$/,
      'NEWS_VIDEO_PROVIDERS must list youtube and/or vimeo, or be empty',
    ),
    v.transform((s) => [...new Set(s.split(/[\s,]+/).filter(Boolean))] as ('youtube' | 'vimeo')[]),
  ),
  // GCash mini-program sign-on (issue 15): the built-in wallet sandbox, GCash's OpenAPI, or off.
  // Unset: the sandbox, except in production, where it is off.
  GCASH_API: v.optional(
    v.picklist(['sandbox', 'gcash', 'off'], 'GCASH_API must be sandbox, gcash or off'),
    'sandbox',
  ),
  // Up to and including /api, e.g. https://api.gcash.com/api (sandbox: PUBLIC_URL/sandbox/gcash/api).
  GCASH_API_URL: v.optional(v.pipe(v.string(), v.url('GCASH_API_URL must be a full http(s) address'))),
  GCASH_CLIENT_ID: v.optional(v.pipe(v.string(), v.minLength(1)), 'bayan-sandbox'),
  GCASH_APP_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  // PEM files: the portal's RSA private key (signs requests) and GCash's public key (checks answers).
  GCASH_PRIVATE_KEY_FILE: v.optional(v.pipe(v.string(), v.minLength(1))),
  GCASH_PUBLIC_KEY_FILE: v.optional(v.pipe(v.string(), v.minLength(1))),
  ALLOW_GCASH_SANDBOX_IN_PRODUCTION: flag,
  // Encrypts the authenticator-app secrets at rest (issue 16): 32 random bytes as 64 hex characters
  // (`openssl rand -hex 32`). Required in production; a fixed development key otherwise.
  MFA_SECRET_KEY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[0-9a-fA-F]{64}$/, 'MFA_SECRET_KEY must be 64 hex characters (openssl rand -hex 32)'),
    ),
  ),
  // The key of the NOV PINs' keyed hashes (issue 25): 32 random bytes as 64 hex characters. Required
  // in production; a fixed development key otherwise. Changing it leaves stored PINs unmatched
  // until the notices are imported again.
  NOV_PIN_KEY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[0-9a-fA-F]{64}$/, 'NOV_PIN_KEY must be 64 hex characters (openssl rand -hex 32)'),
    ),
  ),
  // eGov super-app single sign-on (issue 15): off, the built-in sandbox, or the eGov platform
  // (partner code and secret from the eGov developer portal). Default: sandbox, off in production.
  SUPERAPP_SSO: v.optional(
    v.picklist(['off', 'sandbox', 'egov'], 'SUPERAPP_SSO must be off, sandbox or egov'),
    'sandbox',
  ),
  SUPERAPP_BASE_URL: v.optional(
    v.pipe(v.string(), v.url('SUPERAPP_BASE_URL must be a full http(s) address')),
    'https://oauth.e.gov.ph',
  ),
  SUPERAPP_PARTNER_CODE: v.optional(v.pipe(v.string(), v.maxLength(200))),
  SUPERAPP_PARTNER_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(8, 'SUPERAPP_PARTNER_SECRET is too short')),
  ),
  ALLOW_SANDBOX_SUPERAPP_IN_PRODUCTION: flag,
  // Pesos added to every payment by the e-payment service (§9: amount set by the LGU), in centavos.
  CONVENIENCE_FEE: v.pipe(
    v.optional(v.string(), '25.00'),
    v.transform((s) => parseCentavos(s) ?? -1),
    v.minValue(0, 'CONVENIENCE_FEE must be a peso amount such as 25.00'),
    v.maxValue(100_000_00, 'CONVENIENCE_FEE must be at most 100000.00'),
  ),
  // The fee of a payment made in the GCash wallet's cashier, when the LGU's differs there; else
  // CONVENIENCE_FEE. The popup and /pgi always share CONVENIENCE_FEE (payment-quote.ts).
  WALLET_CONVENIENCE_FEE: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => parseCentavos(s) ?? -1),
      v.minValue(0, 'WALLET_CONVENIENCE_FEE must be a peso amount such as 25.00'),
      v.maxValue(100_000_00, 'WALLET_CONVENIENCE_FEE must be at most 100000.00'),
    ),
  ),
});

export type Env = v.InferOutput<typeof EnvSchema>;

/** Settings that make no sense together; each message names what to set. */
function crossCheck(env: Env): string | undefined {
  if (env.SMS_PROVIDER === 'http' && !env.SMS_HTTP_URL) return 'SMS_PROVIDER=http needs SMS_HTTP_URL';
  if (env.MAIL_PROVIDER === 'smtp' && !env.SMTP_URL) return 'MAIL_PROVIDER=smtp needs SMTP_URL';
  const recaptcha = env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_PROJECT_ID && env.RECAPTCHA_API_KEY;
  if (env.PAYMENT_GATEWAY === 'paymongo' && !(env.PAYMONGO_SECRET_KEY && env.PAYMONGO_WEBHOOK_SECRET)) {
    return 'PAYMENT_GATEWAY=paymongo needs PAYMONGO_SECRET_KEY and PAYMONGO_WEBHOOK_SECRET';
  }
  if (env.SUPERAPP_SSO === 'egov' && !(env.SUPERAPP_PARTNER_CODE && env.SUPERAPP_PARTNER_SECRET)) {
    return 'SUPERAPP_SSO=egov needs SUPERAPP_PARTNER_CODE and SUPERAPP_PARTNER_SECRET';
  }
  if (
    env.GCASH_API === 'gcash' &&
    !(env.GCASH_API_URL && env.GCASH_PRIVATE_KEY_FILE && env.GCASH_PUBLIC_KEY_FILE)
  ) {
    return 'GCASH_API=gcash needs GCASH_API_URL, GCASH_CLIENT_ID, GCASH_PRIVATE_KEY_FILE and GCASH_PUBLIC_KEY_FILE';
  }
  if (env.NODE_ENV !== 'production') return undefined;
  if ((env.SMS_PROVIDER === 'outbox' || env.MAIL_PROVIDER === 'outbox') && !env.ALLOW_OUTBOX_IN_PRODUCTION) {
    return 'production sends no real SMS or e-mail with the outbox adapter: set SMS_PROVIDER/MAIL_PROVIDER, or ALLOW_OUTBOX_IN_PRODUCTION=true';
  }
  if (!recaptcha && !env.BOT_CHECK_DISABLED) {
    return 'production needs RECAPTCHA_SITE_KEY, RECAPTCHA_PROJECT_ID and RECAPTCHA_API_KEY, or BOT_CHECK_DISABLED=true';
  }
  if (env.PAYMENT_GATEWAY === 'sandbox' && !env.ALLOW_SANDBOX_GATEWAY_IN_PRODUCTION) {
    return 'production takes no real payments with the sandbox gateway: set PAYMENT_GATEWAY=paymongo, or ALLOW_SANDBOX_GATEWAY_IN_PRODUCTION=true';
  }
  if (env.SUPERAPP_SSO === 'sandbox' && !env.ALLOW_SANDBOX_SUPERAPP_IN_PRODUCTION) {
    return 'production signs no one in with the super-app sandbox: set SUPERAPP_SSO=egov or off, or ALLOW_SANDBOX_SUPERAPP_IN_PRODUCTION=true';
  }
  if (env.GCASH_API === 'sandbox' && !env.ALLOW_GCASH_SANDBOX_IN_PRODUCTION) {
    return 'production signs no one in through the GCash sandbox: set GCASH_API=gcash (or off), or ALLOW_GCASH_SANDBOX_IN_PRODUCTION=true';
  }
  if (!env.MFA_SECRET_KEY) {
    return 'production needs MFA_SECRET_KEY (64 hex characters, e.g. from `openssl rand -hex 32`) to encrypt the authenticator-app secrets';
  }
  if (!env.NOV_PIN_KEY) {
    return 'production needs NOV_PIN_KEY (64 hex characters, e.g. from `openssl rand -hex 32`) to hash the notices of violation PINs';
  }
  return undefined;
}

/** Validates the environment; the only place in the server that reads `process.env`. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const picked = Object.fromEntries(
    Object.keys(EnvSchema.entries).flatMap((k) => {
      const value = source[k];
      // An empty variable means "not set", as in most shells' `FOO= cmd`.
      return value === undefined || value === '' ? [] : [[k, value]];
    }),
  );
  if (picked.BAYAN_SEED_DEMO === undefined) picked.BAYAN_SEED_DEMO = 'true';
  // The super-app sandbox plays the eGov app outside production only.
  if (picked.SUPERAPP_SSO === undefined && picked.NODE_ENV === 'production') picked.SUPERAPP_SSO = 'off';
  // Links and gateway returns must reach this server: without PUBLIC_URL, follow PORT.
  if (picked.PUBLIC_URL === undefined && /^\d+$/.test(picked.PORT ?? '')) {
    picked.PUBLIC_URL = `http://localhost:${picked.PORT}`;
  }
  if (picked.GCASH_API === undefined) picked.GCASH_API = picked.NODE_ENV === 'production' ? 'off' : 'sandbox';
  const result = v.safeParse(EnvSchema, picked);
  if (result.success) {
    const problem = crossCheck(result.output);
    if (problem) throw new ConfigError(`invalid configuration: ${problem}`);
    return result.output;
  }
  const issue = result.issues[0];
  const key = issue.path?.[0]?.key;
  const got = typeof key === 'string' ? ` (got '${String(source[key])}')` : '';
  const message =
    issue.message.startsWith('Invalid') && typeof key === 'string'
      ? `${key}: ${issue.message}`
      : issue.message;
  throw new ConfigError(`invalid configuration: ${message}${got}`);
}
