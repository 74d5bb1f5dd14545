import { mfaSession } from '@/domain/contracts/mfa';
import { http } from '@/lib/http';
import { getBotCheckToken } from '@/lib/recaptcha';

/** `POST /api/v1/taxpayer/google_2fa/enable` with a challenge token: turns the app on and signs in. */
export async function enableGoogle2faAtSignIn(code: string, token: string) {
  const recaptcha = await getBotCheckToken();
  return http.post('/api/v1/taxpayer/google_2fa/enable', {
    body: { secret: code, token, mfa_type: 'google_authenticator', recaptcha },
    schema: mfaSession,
    silent: true,
  });
}
