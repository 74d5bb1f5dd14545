import type { Infrastructure } from '../../infrastructure';
import type { OtpService } from '../auth/otp.service';
import type { SecretBox } from './secret-box';

/** What the MFA services need, passed in so tests can fix the clock. */
export type MfaDeps = Pick<
  Infrastructure,
  'db' | 'now' | 'sessions' | 'limiter' | 'sms' | 'mail' | 'botCheck' | 'passwords' | 'afterResponse'
> & {
  otp: OtpService;
  box: SecretBox;
  otpCooldownSeconds: number;
  /**
   * Runs when a sign-in challenge is answered, before its session is made: what waited for the
   * second factor happens then (a super-app link, composed in app.ts, since mfa imports no module
   * above it).
   */
  afterSecondFactor?: ((challengeId: number) => Promise<void>) | undefined;
};
