import { mfaSettingsDocument } from '@/domain/contracts/mfa';
import { http } from '@/lib/http';
import { getBotCheckToken } from '@/lib/recaptcha';

/** `POST /api/v1/taxpayers/reauthenticate`: the password or the SMS code allows changes for 10 minutes. */
export async function reauthenticate(proof: { password: string } | { pin: string }) {
  const recaptcha = await getBotCheckToken();
  return http.post('/api/v1/taxpayers/reauthenticate', {
    body: { ...proof, recaptcha },
    schema: mfaSettingsDocument,
    silent: true,
  });
}
