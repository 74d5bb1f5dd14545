import { takeSessionStored, writeSessionStored } from '@/lib/storage';
import { showToast, type ToastKind } from './toasts';

// Session storage: the toast is for this tab's next page only, not for a later visit.
const KINDS: readonly ToastKind[] = ['success', 'error', 'info'];

/**
 * Shows a toast on the page the app is about to load: signing in reloads at / (§4), which would
 * wipe a toast shown now ('You have successfully logged in!'). Kept for one read.
 */
export function showToastAfterReload(kind: ToastKind, message: string) {
  // Storage blocked: the page still loads, without the toast.
  writeSessionStored('toastAfterReload', JSON.stringify({ kind, message }));
}

/** Shows the toast the previous page left for this one, once; the app calls it at start. */
export function showPendingToast() {
  const stored = takeSessionStored('toastAfterReload');
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
