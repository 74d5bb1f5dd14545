import type { ReactNode } from 'react';
import { useMessages } from '@/lib/i18n/use-messages';
import { shellMessages } from './messages/shell-messages';
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

/** The generic confirmation modal: a question with Yes / No (or custom labels), No focused. */
export function ConfirmDialog({
  message,
  onConfirm,
  onCancel,
  title,
  confirmLabel,
  cancelLabel,
  busy = false,
}: ConfirmDialogProps) {
  const t = useMessages(shellMessages);
  return (
    <Modal
      title={title ?? t('confirmTitle')}
      onClose={onCancel}
      size="small"
      footer={
        <>
          {/* The safe choice takes focus: Enter on arrival must not do the irreversible thing (issue 30). */}
          <button
            type="button"
            className="button button-secondary"
            onClick={onCancel}
            disabled={busy}
            data-autofocus
          >
            {cancelLabel ?? t('no')}
          </button>
          <button type="button" className="button" onClick={onConfirm} disabled={busy}>
            {confirmLabel ?? t('yes')}
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
