import type { SuperAppClient } from '../../adapters/superapp/super-app-client';
import type { Infrastructure } from '../../infrastructure';
import type { OtpService } from '../auth/otp.service';

/** What the super-app services need; `client` is null while SUPERAPP_SSO=off. */
export type SuperAppDeps = Pick<
  Infrastructure,
  'db' | 'now' | 'sessions' | 'limiter' | 'passwords' | 'sms' | 'botCheck' | 'logger'
> & {
  client: SuperAppClient | null;
  otp: OtpService;
};
