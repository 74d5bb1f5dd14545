import { mfaSettingsDocument, RECOVERY_CODES_PATH } from '@/domain/contracts/mfa';
import { http } from '@/lib/http';
import { getBotCheckToken } from '@/lib/recaptcha';

/** `POST /api/v1/taxpayers/recovery_codes` (re-authenticated): ten new codes; the old set dies. */
export async function regenerateRecoveryCodes() {
  const recaptcha = await getBotCheckToken();
  return http.post(RECOVERY_CODES_PATH, { body: { recaptcha }, schema: mfaSettingsDocument, silent: true });
}
