import { mfaSettingsDocument } from '@/domain/contracts/mfa';
import { http } from '@/lib/http';
import { getBotCheckToken } from '@/lib/recaptcha';

/** `POST /api/v1/taxpayer/google_2fa/enable` signed in (re-authenticated): the profile turns the app on. */
export async function enableGoogle2fa(code: string) {
  const recaptcha = await getBotCheckToken();
  return http.post('/api/v1/taxpayer/google_2fa/enable', {
    body: { secret: code, mfa_type: 'google_authenticator', recaptcha },
    schema: mfaSettingsDocument,
    silent: true,
  });
}
