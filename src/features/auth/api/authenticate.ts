import * as v from 'valibot';
import {
  authenticateAnswer,
  mfaChallenge,
  type AuthenticateAnswer,
  type MfaChallenge,
} from '@/domain/contracts/mfa';
import { http } from '@/lib/http';
import { getBotCheckToken } from '@/lib/recaptcha';

export type Credentials =
  // `otp` (§3): a code sent to the account's phone, while wrong passwords hold the account back.
  | { mobile_number: string; password: string; otp?: string }
  | { email: string; password: string; otp?: string }
  | { user_id: string; login_pin: string };

/**
 * `POST /api/v1/taxpayer/authenticate` (§7.6): mobile number or e-mail with a password, or (flag
 * TAXPAYER_USERNAME) a username with the 4-digit PIN. Answers a session, or a challenge when a
 * second factor is needed.
 */
export async function authenticate(credentials: Credentials) {
  const recaptcha = await getBotCheckToken();
  const kind =
    'login_pin' in credentials
      ? { login_type: 'username' }
      : { login_type: 'credentials', profile_type: 'taxpayer' };
  return http.post('/api/v1/taxpayer/authenticate', {
    body: { ...credentials, ...kind, recaptcha },
    schema: authenticateAnswer,
    silent: true,
  });
}

/** The answer asks for a second factor (§4: the MFA dialog opens). */
export const isMfaChallenge = (answer: AuthenticateAnswer): answer is MfaChallenge =>
  v.is(mfaChallenge, answer);
