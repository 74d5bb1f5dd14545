import { join } from 'node:path';
import type { BotCheck } from '../../adapters/captcha/bot-check';
import { createDevBotCheck, createDisabledBotCheck } from '../../adapters/captcha/dev-bot-check';
import { createRecaptchaEnterprise } from '../../adapters/captcha/recaptcha-enterprise';
import type { MailSender } from '../../adapters/mail/mail-sender';
import { createOutboxMail } from '../../adapters/mail/outbox-mail';
import { createSmtpMail } from '../../adapters/mail/smtp-mail';
import { createHttpSms } from '../../adapters/sms/http-sms';
import { createOutboxSms } from '../../adapters/sms/outbox-sms';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import { createDiskStorage } from '../../adapters/storage/disk-storage';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { createOtpService } from '../auth/otp.service';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { createDatabaseRateLimiter } from '../auth/database-rate-limiter';
import { createMemoryRateLimiter } from '../auth/memory-rate-limiter';
import { createSessionsService } from '../auth/sessions.service';
import type { AccountsDeps } from './account-deps';
import { createAfterResponse, type AfterResponse } from './after-response';
import { accountsRoutes } from './accounts.routes';
import { createLoginService } from './login.service';
import { createPasswordResetService } from './password-reset.service';
import { createProfileService } from './profile.service';
import { createSignupService } from './signup.service';
import { createUploadsService } from './uploads.service';

/** Adapters a test (or an operator's deployment) may swap. */
export interface AccountAdapters {
  now: () => Date;
  sms: SmsSender;
  mail: MailSender;
  botCheck: BotCheck;
  storage: FileStorage;
  passwords: AccountsDeps['passwords'];
  afterResponse: AfterResponse;
}

function defaultBotCheck(env: Env): BotCheck {
  if (env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_PROJECT_ID && env.RECAPTCHA_API_KEY) {
    return createRecaptchaEnterprise({
      projectId: env.RECAPTCHA_PROJECT_ID,
      apiKey: env.RECAPTCHA_API_KEY,
      siteKey: env.RECAPTCHA_SITE_KEY,
      minScore: env.RECAPTCHA_MIN_SCORE,
    });
  }
  // env.ts refuses production without keys unless BOT_CHECK_DISABLED is set explicitly.
  return env.NODE_ENV === 'production' ? createDisabledBotCheck() : createDevBotCheck();
}

/** Builds the account services from configuration, and their routes; `onError` hears of failed work after an answer. */
export function createAccountsModule(
  { db, kind }: Pick<Database, 'db' | 'kind'>,
  env: Env,
  overrides: Partial<AccountAdapters> = {},
  onError: (err: unknown) => void = () => undefined,
) {
  const now = overrides.now ?? (() => new Date());
  // The embedded database is opened by one process only, so its limits can live in memory and a
  // sign-in costs no database work for them; PostgreSQL instances share theirs in a table.
  const limiter =
    kind === 'pglite' ? createMemoryRateLimiter({ now }) : createDatabaseRateLimiter({ db, now });
  const deps: AccountsDeps = {
    db,
    now,
    limiter,
    otp: createOtpService({
      db,
      limiter,
      now,
      ttlSeconds: env.OTP_TTL_SECONDS,
      cooldownSeconds: env.OTP_COOLDOWN_SECONDS,
    }),
    sessions: createSessionsService({
      db,
      now,
      idleMs: env.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: env.SESSION_ABSOLUTE_HOURS * 3_600_000,
      cacheMs: env.SESSION_CACHE_SECONDS * 1000,
    }),
    sms:
      overrides.sms ??
      (env.SMS_PROVIDER === 'http' && env.SMS_HTTP_URL
        ? createHttpSms({ url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN, sender: env.SMS_SENDER })
        : createOutboxSms(db)),
    mail:
      overrides.mail ??
      (env.MAIL_PROVIDER === 'smtp' && env.SMTP_URL
        ? createSmtpMail({ url: env.SMTP_URL, from: env.MAIL_FROM })
        : createOutboxMail(db)),
    botCheck: overrides.botCheck ?? defaultBotCheck(env),
    storage: overrides.storage ?? createDiskStorage(env.UPLOAD_DIR ?? join(env.BAYAN_DATA_DIR, 'uploads')),
    passwords: overrides.passwords ?? { hash: hashPassword, verify: verifyPassword },
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ''),
    afterResponse: overrides.afterResponse ?? createAfterResponse(onError),
  };
  const signup = createSignupService(deps);
  const uploads = createUploadsService(deps);
  const perAddress = { group: 'auth-ip', limit: env.AUTH_LIMIT_PER_ADDRESS, windowMs: 10 * 60_000 };
  const routes = accountsRoutes({
    signup,
    login: createLoginService(deps, perAddress),
    reset: createPasswordResetService(deps),
    profile: createProfileService(deps, uploads, signup.sendEmailActivation),
    uploads,
    limiter,
    resolveSession: (token) => deps.sessions.resolve(token),
    revokeSession: (id) => deps.sessions.revoke(id),
    trustProxy: env.TRUST_PROXY,
    perAddress,
    uploadLimitBytes: 6 * 1024 * 1024,
  });
  return { routes, deps, limiter };
}
