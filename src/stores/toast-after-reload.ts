import { showToast, type ToastKind } from './toasts';

// Session storage: the toast is for this tab's next page only, not for a later visit.
const KEY = 'toastAfterReload';
const KINDS: readonly ToastKind[] = ['success', 'error', 'info'];

/**
 * Shows a toast on the page the app is about to load: signing in reloads at / (§4), which would
 * wipe a toast shown now ('You have successfully logged in!'). Kept for one read.
 */
export function showToastAfterReload(kind: ToastKind, message: string) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ kind, message }));
  } catch {
    // Storage blocked: the page still loads, without the toast.
  }
}

/** Shows the toast the previous page left for this one, once; the app calls it at start. */
export function showPendingToast() {
  let stored: string | null;
  try {
    stored = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (!stored) return;
  try {
    const { kind, message } = JSON.parse(stored) as { kind?: unknown; message?: unknown };
    if (KINDS.includes(kind as ToastKind) && typeof message === 'string' && message) {
      showToast(kind as ToastKind, message);
    }
  } catch {
    // Not ours, or damaged: nothing to show.
  }
}
