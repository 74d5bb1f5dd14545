import { mfaSession, type MfaCodeType } from '@/domain/contracts/mfa';
import { http } from '@/lib/http';
import { getBotCheckToken } from '@/lib/recaptcha';

/** `POST /api/v1/taxpayer/mfa_authenticate` (§7.6): the second factor's code for the challenge → the session. */
export async function mfaAuthenticate(secret: string, mfaType: MfaCodeType, token: string) {
  const recaptcha = await getBotCheckToken();
  return http.post('/api/v1/taxpayer/mfa_authenticate', {
    body: { secret, mfa_type: mfaType, token, recaptcha },
    schema: mfaSession,
    silent: true,
  });
}
