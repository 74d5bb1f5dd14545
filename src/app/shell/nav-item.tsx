import { Link } from 'wouter';
import type { HeaderItem } from './header-items';
import { runHeaderAction } from './run-header-action';

/** One header or drawer item: a link, or a button (login, a service dialog, E-MRID). */
export function NavItem({
  item,
  current,
  onActivate,
}: {
  item: HeaderItem;
  current?: boolean;
  onActivate?: () => void;
}) {
  if (item.action) {
    const action = item.action;
    return (
      <button
        type="button"
        className="nav-button"
        onClick={() => {
          onActivate?.();
          runHeaderAction(action);
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
