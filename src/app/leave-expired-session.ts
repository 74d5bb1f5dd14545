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
 * to /logout.
 */
export function leaveExpiredSession(
  navigate: (path: string) => void,
  nav?: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>,
) {
  endSession();
  navigate(isAndroidOrIos(nav) ? '/service-unavailable' : '/logout');
}
