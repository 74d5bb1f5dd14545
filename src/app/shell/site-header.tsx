import './site-header.css';
import { Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { LanguageSwitch } from '@/components/language-switch';
import { openDialog } from '@/stores/auth-dialogs';
import { useSession } from '@/stores/session';
import { afterFirstPage } from '@/lib/first-page';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { REGENERATE_BILLS_PATH } from '../routes/regenerate-bills-path';
import { headerItems } from './header-items';
import { NavItem } from './nav-item';
import { LazyProfileMenu } from './lazy-profile-menu';
import { useHeaderContext } from './use-header-context';
import { useSiteContent } from './use-site-content';
import { useMessages } from '@/lib/i18n/use-messages';
import { siteShellMessages } from './site-shell-messages';

// The menu panel (with its focus trap) is not part of the first page; it is fetched once the
// first page is shown and the browser is idle, so opening it waits neither on the network nor
// on a Suspense fallback.
const SideDrawer = lazyWithPreload(() => import('./side-drawer').then((m) => ({ default: m.SideDrawer })));

/** The top bar: logo, the module items (§2.3), Login or the profile menu, and the menu toggle. */
export function SiteHeader() {
  const t = useMessages(siteShellMessages);
  const content = useSiteContent();
  const status = useSession((s) => s.status);
  const walletUser = useSession((s) => s.status === 'signed-in' && s.profile?.is_gcash_login === 1);
  const [location] = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const items = headerItems(content, status, useHeaderContext());
  const logo =
    typeof content.logos.MAIN_LOGO === 'string' ? content.logos.MAIN_LOGO : '/images/logo-main.svg';
  const organization = String(content.variables.ORGANIZATION ?? 'Bayan');
  useEffect(() => {
    let left = false;
    let cancel: () => void = () => undefined;
    const preload = () => {
      void SideDrawer.preload().catch(() => undefined);
      void LazyProfileMenu.preload().catch(() => undefined);
    };
    void afterFirstPage().then(() => {
      // The header may be gone (and, in a test, the window with it) by the time the page is shown.
      if (left || typeof window === 'undefined') return;
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(preload);
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(preload, 2000);
        cancel = () => window.clearTimeout(id);
      }
    });
    return () => {
      left = true;
      cancel();
    };
  }, []);

  // §2.3: no header on regenerate-bills (a page of its own, with its own way home).
  if (location === REGENERATE_BILLS_PATH) return null;
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link href="/" className="brand" aria-label={t('home', { organization })}>
          <img src={logo} alt="" width="144" height="40" />
        </Link>
        <nav aria-label={t('mainNav')} className="main-nav">
          <ul>
            {items.map((item) => (
              <li key={item.name}>
                <NavItem item={item} current={item.action === undefined && location === item.href} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-account">
          <LanguageSwitch />
          {status === 'signed-in' ? (
            <Suspense fallback={null}>
              <LazyProfileMenu />
            </Suspense>
          ) : (
            <button type="button" className="button header-login" onClick={() => openDialog('login')}>
              {t('login')}
            </button>
          )}
        </div>
        {walletUser ? (
          // §2.3: for wallet-login users the menu toggle goes to their menu page, /gcash.
          <Link href="/gcash" className="menu-toggle" aria-label={t('openMenu')}>
            <span aria-hidden="true">☰</span>
          </Link>
        ) : (
          <button
            type="button"
            className="menu-toggle"
            aria-label={t('openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <span aria-hidden="true">☰</span>
          </button>
        )}
      </div>
      {drawerOpen ? (
        <Suspense fallback={null}>
          <SideDrawer items={items} signedIn={status === 'signed-in'} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
