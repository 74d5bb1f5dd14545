import * as v from 'valibot';

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
  DB_TIMEOUT_MS: intInRange('DB_TIMEOUT_MS', 100, 60_000, 2_000),
  DB_POOL_SIZE: intInRange('DB_POOL_SIZE', 1, 200, 10),
  // Space-separated origins allowed to frame the portal: the wallet web-views (GCash mini-program).
  WALLET_FRAME_ANCESTORS: v.optional(v.string(), 'https://*.gcash.com https://*.alipay.com'),
  BAYAN_SEED_DEMO: flag,
});

export type Env = v.InferOutput<typeof EnvSchema>;

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
  const result = v.safeParse(EnvSchema, picked);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const key = issue.path?.[0]?.key;
  const got = typeof key === 'string' ? ` (got '${String(source[key])}')` : '';
  const message =
    issue.message.startsWith('Invalid') && typeof key === 'string'
      ? `${key}: ${issue.message}`
      : issue.message;
  throw new ConfigError(`invalid configuration: ${message}${got}`);
}
