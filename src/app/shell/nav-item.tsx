import { Link } from 'wouter';
import { useMessages } from '@/lib/i18n/use-messages';
import type { HeaderItem } from './header-items';
import { runHeaderAction } from './run-header-action';
import { siteShellMessages } from './site-shell-messages';

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
  const t = useMessages(siteShellMessages);
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
      {/* 'Home' is ours to translate; the services' names are the LGU's, shown as its content has them. */}
      {item.href === '/' ? t('homeItem') : item.name}
    </Link>
  );
}
