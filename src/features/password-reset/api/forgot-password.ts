import { passwordResetRequested } from '@/domain/contracts/account-responses';
import { http } from '@/lib/http';
import { getBotCheckToken } from '@/lib/recaptcha';

/**
 * `POST /api/v1/taxpayers/forgot_password`: `email` carries a mobile number (639…, an SMS code
 * follows, and the answer's request token goes with it) or an e-mail address (a link follows) (§3).
 */
export async function forgotPassword(contact: string) {
  const recaptcha = await getBotCheckToken();
  return http.post('/api/v1/taxpayers/forgot_password', {
    body: { email: contact, recaptcha },
    schema: passwordResetRequested,
    silent: true,
  });
}
