/**
 * Where a signed-out visitor was going when the portal asked them to sign in (a deep link to a
 * transaction, the profile): signing in returns there instead of the home page. Kept for this
 * tab only (session storage), and only a path on this site.
 */
const KEY = 'returnTo';

/** True for a path on this site: '/x', never '//host' or 'https://…' (an open redirect). */
export const isLocalPath = (path: string): boolean => /^\/(?![/\\])/.test(path);

export function rememberReturnPath(path: string) {
  if (!isLocalPath(path)) return;
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Blocked storage: signing in lands on the home page, as before.
  }
}

export function forgetReturnPath() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // See rememberReturnPath.
  }
}

/** The remembered path, once: it is forgotten as it is read. */
export function takeReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path && isLocalPath(path) ? path : null;
  } catch {
    return null;
  }
}
