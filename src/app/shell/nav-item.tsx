import { Link } from 'wouter';
import { openDialog } from '@/stores/auth-dialogs';
import type { HeaderItem } from './header-items';

/** One header or drawer item: a link, or a button that opens the login modal. */
export function NavItem({
  item,
  current,
  onActivate,
}: {
  item: HeaderItem;
  current?: boolean;
  onActivate?: () => void;
}) {
  if (item.action === 'login') {
    return (
      <button
        type="button"
        className="nav-button"
        onClick={() => {
          onActivate?.();
          openDialog('login');
        }}
      >
        {item.name}
      </button>
    );
  }
  return (
    <Link href={item.href} aria-current={current ? 'page' : undefined} onClick={onActivate}>
      {item.name}
    </Link>
  );
}
