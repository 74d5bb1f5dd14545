import type { BotCheck } from '../../adapters/captcha/bot-check';
import type { MailSender } from '../../adapters/mail/mail-sender';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/client';
import type { OtpService } from '../auth/otp.service';
import type { RateLimiter } from '../auth/rate-limiter';
import type { SessionsService } from '../auth/sessions.service';
import type { AfterResponse } from './after-response';

/** Everything the account services need, passed in so tests can fix the clock or count hashes. */
export interface AccountsDeps {
  db: Db;
  now: () => Date;
  otp: OtpService;
  sessions: SessionsService;
  limiter: RateLimiter;
  sms: SmsSender;
  mail: MailSender;
  botCheck: BotCheck;
  storage: FileStorage;
  passwords: {
    hash(password: string): Promise<string>;
    verify(storedHash: string | null | undefined, password: string): Promise<boolean>;
  };
  publicUrl: string;
  /** Work done after the answer (sending reset codes and links). */
  afterResponse: AfterResponse;
}
