import * as v from 'valibot';
import { http } from '@/lib/http';
import { getBotCheckToken } from '@/lib/recaptcha';

/**
 * `POST /api/v1/taxpayer/send_login_otp` (issue 25): a code by SMS to the account's registered
 * number, for signing in while wrong passwords from elsewhere hold the account back.
 */
export async function sendLoginOtp(identifier: { mobile_number: string } | { email: string }) {
  const recaptcha = await getBotCheckToken();
  return http.post('/api/v1/taxpayer/send_login_otp', {
    body: { ...identifier, recaptcha },
    schema: v.object({ message: v.string() }),
    silent: true,
  });
}
