import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useMessages } from '@/lib/i18n/use-messages';
import { shellMessages } from './messages/shell-messages';
import { useDismiss } from './use-dismiss';
import { useFocusTrap } from './use-focus-trap';

export interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Escape and the backdrop do not close it (a step that must be finished or cancelled). */
  preventClose?: boolean;
  size?: 'small' | 'medium' | 'large';
}

/**
 * An accessible dialog: titled, focus trapped and returned, Escape closes it unless a
 * prevent-close element is inside (§2.9) or `preventClose` is set.
 */
export function Modal({
  title,
  onClose,
  children,
  footer,
  preventClose = false,
  size = 'medium',
}: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const t = useMessages(shellMessages);
  useFocusTrap(ref, true);
  useDismiss(
    ref,
    backdrop,
    onClose,
    () => !preventClose && !ref.current?.querySelector('[data-prevent-close]'),
  );

  return createPortal(
    <div ref={backdrop} className="modal-backdrop">
      <div
        ref={ref}
        className={`modal modal-${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          {preventClose ? null : (
            <button type="button" className="icon-button" aria-label={t('close')} onClick={onClose}>
              ×
            </button>
          )}
        </div>
        <div className="modal-body">{children}</div>
        {footer ? <div className="modal-footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
