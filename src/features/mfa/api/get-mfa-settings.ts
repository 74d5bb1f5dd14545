import { MFA_SETTINGS_PATH, mfaSettingsDocument } from '@/domain/contracts/mfa';
import { http } from '@/lib/http';

/** `GET /api/v1/taxpayers/mfa_settings`: the account's second factors, recovery codes left, username. */
export const getMfaSettings = () =>
  http.get(MFA_SETTINGS_PATH, { schema: mfaSettingsDocument, silent: true });
