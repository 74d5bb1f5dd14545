import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { BotCheck } from './adapters/captcha/bot-check';
import {
  configuredBotCheck,
  configuredMail,
  configuredSms,
  configuredStorage,
} from './adapters/configured-adapters';
import { configuredGateway } from './adapters/gateway/configured-gateway';
import type { PaymentGateway } from './adapters/gateway/payment-gateway';
import type { MailSender } from './adapters/mail/mail-sender';
import type { SmsSender } from './adapters/sms/sms-sender';
import type { FileStorage } from './adapters/storage/file-storage';
import type { Database, Db } from './db/client';
import type { Env } from './env';
import { authGuard, type AuthEnv } from './http/auth-guard';
import { createMemo } from './http/memo';
import { createJobLeases, type JobLeases } from './job-leases';
import { type BodyLimits, createBodyLimits } from './http/body-limits';
import { createAfterResponse, type AfterResponse } from './modules/accounts/after-response';
import { createDatabaseRateLimiter } from './modules/auth/database-rate-limiter';
import { createMemoryRateLimiter } from './modules/auth/memory-rate-limiter';
import { hashPassword, type PasswordHasher, verifyPassword } from './modules/auth/passwords';
import type { RateLimiter } from './modules/auth/rate-limiter';
import { createSessionsService, type SessionsService } from './modules/auth/sessions.service';
import { lguRequiresMfa } from './modules/mfa/mfa-settings-keys';

/** Adapters a test (or an operator's deployment) may swap: a fixed clock, a counting hasher, a gateway. */
export interface Adapters {
  now: () => Date;
  sms: SmsSender;
  mail: MailSender;
  botCheck: BotCheck;
  storage: FileStorage;
  passwords: PasswordHasher;
  /** Work done after the answer (sending reset codes and links). */
  afterResponse: AfterResponse;
  /** Instead of the one PAYMENT_GATEWAY picks (tests: one that fails on cue, PayMongo's). */
  gateway: PaymentGateway;
}

/** What every module is built from: the database, configuration, clock, sessions and adapters. */
export interface Infrastructure extends Adapters {
  db: Db;
  config: Env;
  logger: Logger;
  /** Rate limits shared by the instances (in memory on the embedded database). */
  limiter: RateLimiter;
  /**
   * On PostgreSQL, where several instances may run: who runs each periodic job's pass (exactly one
   * instance a period). Undefined on the embedded database: its one process runs them all.
   */
  jobLeases: JobLeases | undefined;
  /**
   * Counts kept in the database whatever the database (rate_events): guesses at a credential
   * (NOV PINs) that must survive a restart and be seen by every instance (issue 25).
   */
  dbLimiter: RateLimiter;
  sessions: SessionsService;
  /**
   * The one bearer-token guard of every signed-in path: while the LGU requires a second factor,
   * it refuses sessions without one (403, code second_factor_required).
   */
  guard: MiddlewareHandler<AuthEnv>;
  /** The guard without that refusal, for the paths such a session needs to enrol one (issue 25). */
  enrolGuard: MiddlewareHandler<AuthEnv>;
  bodyLimits: BodyLimits;
  /** The sandbox gateway while PAYMENT_GATEWAY=sandbox (its checkout pages and signing), else null. */
  sandbox: ReturnType<typeof configuredGateway>['sandbox'];
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
}

export interface InfrastructureOptions {
  database: Pick<Database, 'db' | 'kind' | 'notifications'>;
  config: Env;
  logger: Logger;
  /** JSON bodies' limit (BODY_LIMIT_BYTES). */
  bodyLimitBytes: number;
  adapters?: Partial<Adapters> | undefined;
}

/** Builds the clock, sessions, guard, limiter and adapters once, from configuration and overrides. */
export function createInfrastructure({
  database: { db, kind, notifications },
  config,
  logger,
  bodyLimitBytes,
  adapters = {},
}: InfrastructureOptions): Infrastructure {
  const now = adapters.now ?? (() => new Date());
  // The embedded database is opened by one process only, so its limits can live in memory and a
  // sign-in costs no database work for them; PostgreSQL instances share theirs in a table.
  const dbLimiter = createDatabaseRateLimiter({ db, now });
  const limiter = kind === 'pglite' ? createMemoryRateLimiter({ now }) : dbLimiter;
  const sessions = createSessionsService({
    db,
    now,
    idleMs: config.SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: config.SESSION_ABSOLUTE_HOURS * 3_600_000,
    cacheMs: config.SESSION_CACHE_SECONDS * 1000,
    notifications,
  });
  const configured = configuredGateway({ db, config, now });
  // Read at most once per SESSION_CACHE_SECONDS, as sessions are: a setting turned on reaches
  // every instance within that time.
  const mfaRequired = createMemo<boolean>({
    ttlMs: config.SESSION_CACHE_SECONDS * 1000,
    now: Date.now,
    max: 1,
  });
  const secondFactorRequired = () => mfaRequired.get('mfa_required', () => lguRequiresMfa(db));
  const resolve = (token: string) => sessions.resolve(token);
  return {
    db,
    config,
    logger,
    now,
    limiter,
    jobLeases: kind === 'pglite' ? undefined : createJobLeases({ db }),
    dbLimiter,
    sessions,
    guard: authGuard(resolve, { secondFactorRequired }),
    enrolGuard: authGuard(resolve),
    bodyLimits: createBodyLimits(bodyLimitBytes),
    sms: adapters.sms ?? configuredSms(db, config),
    mail: adapters.mail ?? configuredMail(db, config),
    botCheck: adapters.botCheck ?? configuredBotCheck(config),
    storage: adapters.storage ?? configuredStorage(config),
    passwords: adapters.passwords ?? { hash: hashPassword, verify: verifyPassword },
    afterResponse:
      adapters.afterResponse ??
      createAfterResponse((err) => logger.error({ err }, 'account work after the answer failed')),
    gateway: adapters.gateway ?? configured.gateway,
    sandbox: configured.sandbox,
    publicUrl: configured.publicUrl,
  };
}
