import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'wouter';
import { useDismiss } from '@/components/use-dismiss';
import { useFocusTrap } from '@/components/use-focus-trap';
import type { HeaderItem } from './header-items';

/** The small-screen menu: the header's items in a panel; 'Soon to be available' when empty. */
export function SideDrawer({ items, onClose }: { items: HeaderItem[]; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true);
  useDismiss(ref, backdrop, onClose);
  const modules = items.filter((i) => i.href !== '/');

  return createPortal(
    <div ref={backdrop} className="drawer-backdrop">
      <div ref={ref} className="drawer" role="dialog" aria-modal="true" aria-label="Menu" tabIndex={-1}>
        <button type="button" className="icon-button drawer-close" aria-label="Close menu" onClick={onClose}>
          ×
        </button>
        <nav aria-label="Menu">
          <ul>
            {items.map((item) => (
              <li key={item.name}>
                <Link href={item.href} onClick={onClose}>
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
          {modules.length === 0 ? <p className="muted">Soon to be available</p> : null}
        </nav>
      </div>
    </div>,
    document.body,
  );
}
