import { mfaSettingsDocument, type MfaType } from '@/domain/contracts/mfa';
import { http } from '@/lib/http';

/**
 * `PUT /api/v1/taxpayer/preferred_mfa` (§7.6). Right after a sign-in the new session's token is
 * not stored yet (storing it reloads the page), so it is passed here.
 */
export const savePreferredMfa = (preferred: MfaType, sessionToken?: string) =>
  http.put('/api/v1/taxpayer/preferred_mfa', {
    body: { preferred_mfa: preferred },
    schema: mfaSettingsDocument,
    silent: true,
    ...(sessionToken ? { headers: { Authorization: `Bearer ${sessionToken}` } } : {}),
  });
