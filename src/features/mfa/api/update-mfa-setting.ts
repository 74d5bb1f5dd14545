import { MFA_SETTINGS_PATH, mfaSettingsDocument, type MfaType } from '@/domain/contracts/mfa';
import { http } from '@/lib/http';
import { getBotCheckToken } from '@/lib/recaptcha';

/** `PUT /api/v1/taxpayers/mfa_settings` (re-authenticated): one second factor on or off. */
export async function updateMfaSetting(mfaType: MfaType, enabled: boolean) {
  const recaptcha = await getBotCheckToken();
  return http.put(MFA_SETTINGS_PATH, {
    body: { mfa_type: mfaType, enabled, recaptcha },
    schema: mfaSettingsDocument,
    silent: true,
  });
}
