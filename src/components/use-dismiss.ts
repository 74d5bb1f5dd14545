import { useEffect, useRef, type RefObject } from 'react';

/**
 * Escape inside the dialog, or a press on the backdrop outside it, dismisses it — when
 * `canDismiss()` allows. Listeners are attached directly so the markup stays plain.
 */
export function useDismiss(
  dialog: RefObject<HTMLElement | null>,
  backdrop: RefObject<HTMLElement | null>,
  onDismiss: () => void,
  canDismiss: () => boolean = () => true,
) {
  const latest = useRef({ onDismiss, canDismiss });
  useEffect(() => {
    latest.current = { onDismiss, canDismiss };
  });
  useEffect(() => {
    const node = dialog.current;
    const outside = backdrop.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && latest.current.canDismiss()) {
        event.stopPropagation();
        latest.current.onDismiss();
      }
    };
    // Focus that fell to <body> (a step replaced the focused button) leaves Escape to the topmost
    // dialog, which must still close (issue 12).
    const onPageKeyDown = (event: KeyboardEvent) => {
      const topmost = Array.from(document.querySelectorAll('[aria-modal="true"]')).at(-1);
      if (event.target === document.body && topmost === node) onKeyDown(event);
    };
    const onMouseDown = (event: MouseEvent) => {
      if (event.target === outside && latest.current.canDismiss()) latest.current.onDismiss();
    };
    node?.addEventListener('keydown', onKeyDown);
    document.addEventListener('keydown', onPageKeyDown);
    outside?.addEventListener('mousedown', onMouseDown);
    return () => {
      node?.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keydown', onPageKeyDown);
      outside?.removeEventListener('mousedown', onMouseDown);
    };
  }, [dialog, backdrop]);
}
