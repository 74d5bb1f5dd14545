import type { MfaSession, MfaType } from '@/domain/contracts/mfa';
import { signIn } from '@/stores/session';
import { showToastAfterReload } from '@/stores/toast-after-reload';
import { getProfileForToken } from './api/get-profile-for-token';
import { savePreferredMfa } from './api/save-preferred-mfa';
import { mfaMessages } from './mfa-messages';

/**
 * §4: with 'Save my choice' ticked (value 1), the method is saved and the profile fetched again, so
 * the session starts with the profile that names it. Neither failing stops the sign-in.
 */
export async function keepChoice(session: MfaSession, method: MfaType | null, save: boolean) {
  if (!save || !method) return session;
  const token = session.data.attributes.token;
  await savePreferredMfa(method, token).catch(() => undefined);
  const profile = await getProfileForToken(token).catch(() => null);
  return profile ? { ...session, included: [profile] } : session;
}

/** Starts the session: the page reloads at / (§4) and says it there. */
export function startMfaSession(session: MfaSession, mobileLogin: boolean) {
  const message = session.message ?? mfaMessages.t('signedIn');
  if (signIn(session, { mobileLogin })) showToastAfterReload('success', message);
}
