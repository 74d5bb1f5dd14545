import { navigate } from 'wouter/use-browser-location';
import { endSession, useSession } from '@/stores/session';
import { logout } from './api/logout';

/**
 * Logs out (§4): the server revokes the token, then everything stored is cleared. Sessions begun on
 * /mobile/login (the wallet web-view) return there, others go to /logout.
 */
export async function signOut() {
  const { mobileLogin } = useSession.getState();
  // Even if the call fails (offline, already expired) the device must forget the session.
  await logout().catch(() => undefined);
  endSession();
  navigate(mobileLogin ? '/mobile/login' : '/logout');
}
