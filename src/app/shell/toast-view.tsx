import { dismissToast } from '@/stores/toasts';

/** One toast with its dismiss button. */
export function ToastView({ id, kind, message }: { id: number; kind: string; message: string }) {
  return (
    <div className={`toast toast-${kind}`}>
      <span>{message}</span>
      <button type="button" className="icon-button" aria-label="Dismiss" onClick={() => dismissToast(id)}>
        ×
      </button>
    </div>
  );
}
