import type { Infrastructure } from '../../infrastructure';
import type { OtpService } from '../auth/otp.service';

/** Everything the account services need, passed in so tests can fix the clock or count hashes. */
export type AccountsDeps = Pick<
  Infrastructure,
  | 'db'
  | 'now'
  | 'sessions'
  | 'limiter'
  | 'sms'
  | 'mail'
  | 'botCheck'
  | 'storage'
  | 'passwords'
  | 'publicUrl'
  | 'afterResponse'
> & { otp: OtpService };
