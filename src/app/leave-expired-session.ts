import { PASSWORD_CHANGED } from '@/domain/constants/error-messages';
import { endSession } from '@/stores/session';

/**
 * Android or iOS (§8), as the app shells and phone browsers report themselves; iPadOS says
 * "Macintosh" but has a touch screen.
 */
export function isAndroidOrIos(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  if (/Android|iPhone|iPad|iPod/i.test(nav.userAgent)) return true;
  return /Macintosh/i.test(nav.userAgent) && nav.maxTouchPoints > 1;
}

/**
 * §8: a 401 'Token expired' ends the session; on Android or iOS the app goes to
 * /service-unavailable (the app shell signs in again itself, POST /api/v1/mobile_auth), elsewhere
 * to /logout. A session ended by a password change goes to /logout on every device, which says
 * so: 'Service unavailable… try again in a few minutes' told the person nothing (issue 30).
 */
export function leaveExpiredSession(
  navigate: (path: string) => void,
  nav?: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>,
  why?: string,
) {
  endSession();
  if (why === PASSWORD_CHANGED) navigate(PASSWORD_CHANGED_PATH);
  else navigate(isAndroidOrIos(nav) ? '/service-unavailable' : '/logout');
}

/** Where a session ended by a password change goes: /logout, saying why. */
export const PASSWORD_CHANGED_PATH = '/logout?reason=password-changed';
