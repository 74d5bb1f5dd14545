import { mfaSettingsDocument, type ChangePinRequest } from '@/domain/contracts/mfa';
import { http } from '@/lib/http';
import { getBotCheckToken } from '@/lib/recaptcha';

/** `PUT /api/v1/taxpayers/change_pin` (§7.6, re-authenticated): the username and the 4-digit PIN. */
export async function changePin(change: Omit<ChangePinRequest, 'recaptcha'>) {
  const recaptcha = await getBotCheckToken();
  return http.put('/api/v1/taxpayers/change_pin', {
    body: { ...change, recaptcha },
    schema: mfaSettingsDocument,
    silent: true,
  });
}
