import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { openDialog } from '@/stores/auth-dialogs';
import { useSession } from '@/stores/session';
import { useMessages } from '@/lib/i18n/use-messages';
import { siteShellMessages } from './site-shell-messages';

/** The signed-in header's profile dropdown (§2.3): Edit Profile, Transaction History and Logout. */
export function ProfileMenu() {
  const t = useMessages(siteShellMessages);
  const firstName = useSession((s) => s.profile?.first_name);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        ref.current?.querySelector('button')?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={ref} className="profile-menu">
      <button
        type="button"
        className="profile-menu-toggle"
        aria-expanded={open}
        aria-controls={listId}
        title={firstName}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="visually-hidden">{t('accountMenuFor')} </span>
        {/* Cut short on screen when long (site-header.css); the button's name keeps it whole. */}
        <span className="profile-menu-name">{firstName ?? t('myAccount')}</span>
        <span aria-hidden="true"> ▾</span>
      </button>
      <ul id={listId} className="profile-menu-list" hidden={!open}>
        <li>
          <Link href="/profile-edit" onClick={() => setOpen(false)}>
            {t('editProfile')}
          </Link>
        </li>
        <li>
          <Link href="/transaction-history" onClick={() => setOpen(false)}>
            {t('transactionHistory')}
          </Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              openDialog('logout');
            }}
          >
            {t('logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
