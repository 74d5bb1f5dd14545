import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// Traps open outside the app root (dialogs in portals), however nested: the root is inert while
// any is open. A count, not a saved value: two dialogs closing together (a confirmation inside a
// dialog) would otherwise restore each other's state and leave the page inert.
let openOutsideRoot = 0;

/**
 * While `active`: focus moves into the container, Tab cycles inside it, the rest of the page is
 * inert (unreachable by keyboard and screen readers), and focus returns to where it was after.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const node = container.current;
    if (!active || !node) return;
    const previous = document.activeElement as HTMLElement | null;
    const appRoot = document.getElementById('root');
    // The page behind a dialog is the app's root (index.html's #root): without it nothing can be
    // made inert and the page stays reachable behind the dialog, so it is said where a developer
    // looks, in §8's words for a confirmation whose host is missing.
    if (!appRoot) console.error('Alert Marker not found!');
    const outside = appRoot !== null && !appRoot.contains(node);
    if (outside) {
      openOutsideRoot += 1;
      appRoot.inert = true;
    }
    const focusables = () => Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE));
    (node.querySelector<HTMLElement>('[data-autofocus]') ?? focusables()[0] ?? node).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    node.addEventListener('keydown', onKeyDown);
    return () => {
      node.removeEventListener('keydown', onKeyDown);
      if (outside) {
        openOutsideRoot -= 1;
        appRoot.inert = openOutsideRoot > 0;
      }
      previous?.focus();
    };
  }, [container, active]);
}
