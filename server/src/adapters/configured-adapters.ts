import { join } from 'node:path';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { BotCheck } from './captcha/bot-check';
import { createDevBotCheck, createDisabledBotCheck } from './captcha/dev-bot-check';
import { createRecaptchaEnterprise } from './captcha/recaptcha-enterprise';
import type { MailSender } from './mail/mail-sender';
import { createOutboxMail } from './mail/outbox-mail';
import { createSmtpMail } from './mail/smtp-mail';
import { createHttpSms } from './sms/http-sms';
import { createOutboxSms } from './sms/outbox-sms';
import type { SmsSender } from './sms/sms-sender';
import { createDiskStorage } from './storage/disk-storage';
import type { FileStorage } from './storage/file-storage';

/** The SMS sender SMS_PROVIDER picks; without a provider, messages land in the dev outbox. */
export function configuredSms(db: Db, env: Env): SmsSender {
  return env.SMS_PROVIDER === 'http' && env.SMS_HTTP_URL
    ? createHttpSms({ url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN, sender: env.SMS_SENDER })
    : createOutboxSms(db);
}

/** The mail sender MAIL_PROVIDER picks; without SMTP, mail lands in the dev outbox. */
export function configuredMail(db: Db, env: Env): MailSender {
  return env.MAIL_PROVIDER === 'smtp' && env.SMTP_URL
    ? createSmtpMail({ url: env.SMTP_URL, from: env.MAIL_FROM })
    : createOutboxMail(db);
}

/** reCAPTCHA Enterprise when its keys are set, else the dev check (or none in production). */
export function configuredBotCheck(env: Env): BotCheck {
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

/** Uploads on disk: UPLOAD_DIR, else `uploads` in the data folder. */
export const configuredStorage = (env: Env): FileStorage =>
  createDiskStorage(env.UPLOAD_DIR ?? join(env.BAYAN_DATA_DIR, 'uploads'));
