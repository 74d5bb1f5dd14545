import { authSession } from '@/domain/contracts/account-responses';
import { http } from '@/lib/http';
import { getBotCheckToken } from '@/lib/recaptcha';

export type Credentials = { mobile_number: string; password: string } | { email: string; password: string };

/** `POST /api/v1/taxpayer/authenticate` (§7.6): mobile number or e-mail with a password. */
export async function authenticate(credentials: Credentials) {
  const recaptcha = await getBotCheckToken();
  return http.post('/api/v1/taxpayer/authenticate', {
    body: { ...credentials, login_type: 'credentials', profile_type: 'taxpayer', recaptcha },
    schema: authSession,
    silent: true,
  });
}
