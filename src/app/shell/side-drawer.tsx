import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'wouter';
import { LanguageSwitch } from '@/components/language-switch';
import { useDismiss } from '@/components/use-dismiss';
import { useFocusTrap } from '@/components/use-focus-trap';
import { openDialog } from '@/stores/auth-dialogs';
import type { HeaderItem } from './header-items';
import { NavItem } from './nav-item';
import { useMessages } from '@/lib/i18n/use-messages';
import { siteShellMessages } from './site-shell-messages';

/**
 * The small-screen menu: the header's items in a panel; 'Soon to be available' when empty. Signed
 * in it adds Edit Profile, Transaction History and Logout (§2.3), signed out Login.
 */
export function SideDrawer({
  items,
  signedIn,
  onClose,
}: {
  items: HeaderItem[];
  signedIn: boolean;
  onClose: () => void;
}) {
  const t = useMessages(siteShellMessages);
  const ref = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true);
  useDismiss(ref, backdrop, onClose);
  const modules = items.filter((i) => i.action !== undefined || i.href !== '/');
  const open = (dialog: 'login' | 'logout') => {
    onClose();
    openDialog(dialog);
  };

  return createPortal(
    <div ref={backdrop} className="drawer-backdrop">
      <div ref={ref} className="drawer" role="dialog" aria-modal="true" aria-label={t('menu')} tabIndex={-1}>
        <button
          type="button"
          className="icon-button drawer-close"
          aria-label={t('closeMenu')}
          onClick={onClose}
        >
          ×
        </button>
        <nav aria-label={t('menu')}>
          <ul>
            {items.map((item) => (
              <li key={item.name}>
                <NavItem item={item} onActivate={onClose} />
              </li>
            ))}
          </ul>
          {modules.length === 0 ? <p className="muted">{t('soon')}</p> : null}
          <ul className="drawer-account">
            {signedIn ? (
              <>
                <li>
                  <Link href="/profile-edit" onClick={onClose}>
                    {t('editProfile')}
                  </Link>
                </li>
                <li>
                  <Link href="/transaction-history" onClick={onClose}>
                    {t('transactionHistory')}
                  </Link>
                </li>
                <li>
                  <button type="button" className="nav-button" onClick={() => open('logout')}>
                    {t('logout')}
                  </button>
                </li>
              </>
            ) : (
              <li>
                <button type="button" className="nav-button" onClick={() => open('login')}>
                  {t('login')}
                </button>
              </li>
            )}
          </ul>
        </nav>
        <LanguageSwitch />
      </div>
    </div>,
    document.body,
  );
}
