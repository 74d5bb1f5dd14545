import { useSyncExternalStore } from 'react';

// The staff token lives in this tab only (sessionStorage): a shared office computer forgets it
// when the tab closes, and it is never the resident's `token` in localStorage.
const KEY = 'bayan.staffToken';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Keeps (or with null forgets) the staff session's token and tells the console. */
export function setStaffToken(token: string | null) {
  try {
    if (token) sessionStorage.setItem(KEY, token);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the console signs in again on the next page.
  }
  for (const listener of listeners) listener();
}

export const staffToken = read;

/** The staff token, re-rendering when it changes. */
export function useStaffToken(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => null,
  );
}
