import type { ReactNode } from 'react';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** Defaults to 'Confirmation' (§2.9); the variant with a custom title passes its own. */
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
}

/** The generic confirmation modal: a question with Yes / No (or custom labels). */
export function ConfirmDialog({
  message,
  onConfirm,
  onCancel,
  title = 'Confirmation',
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      title={title}
      onClose={onCancel}
      size="small"
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button type="button" className="button" onClick={onConfirm} disabled={busy} data-autofocus>
            {confirmLabel}
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
