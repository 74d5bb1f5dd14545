import { removeSessionStored, takeSessionStored, writeSessionStored } from '@/lib/storage';

/**
 * Where a signed-out visitor was going when the portal asked them to sign in (a deep link to a
 * transaction, the profile): signing in returns there instead of the home page. Kept for this
 * tab only (session storage), and only a path on this site. Blocked storage: signing in lands
 * on the home page, as before.
 */

/** True for a path on this site: '/x', never '//host' or 'https://…' (an open redirect). */
export const isLocalPath = (path: string): boolean => /^\/(?![/\\])/.test(path);

export function rememberReturnPath(path: string) {
  if (isLocalPath(path)) writeSessionStored('returnTo', path);
}

export const forgetReturnPath = () => removeSessionStored('returnTo');

/** The remembered path, once: it is forgotten as it is read. */
export function takeReturnPath(): string | null {
  const path = takeSessionStored('returnTo');
  return path && isLocalPath(path) ? path : null;
}
