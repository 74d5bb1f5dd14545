import { useEffect } from 'react';
import { showPendingToast } from '@/stores/toast-after-reload';
import { useToasts } from '@/stores/toasts';
import { ToastView } from './toast-view';

/** Where toasts appear; errors are announced assertively, the rest politely. */
export function ToastStack() {
  const toasts = useToasts((s) => s.toasts);
  // A toast the previous page left (signed in, then reloaded): added once these live regions
  // exist, so it is announced.
  useEffect(() => showPendingToast(), []);
  return (
    <div className="toast-stack">
      <div role="status" aria-live="polite">
        {toasts
          .filter((t) => t.kind !== 'error')
          .map((t) => (
            <ToastView key={t.id} id={t.id} kind={t.kind} message={t.message} />
          ))}
      </div>
      <div role="alert" aria-live="assertive">
        {toasts
          .filter((t) => t.kind === 'error')
          .map((t) => (
            <ToastView key={t.id} id={t.id} kind={t.kind} message={t.message} />
          ))}
      </div>
    </div>
  );
}
