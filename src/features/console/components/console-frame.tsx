import type { ReactNode } from 'react';
import { mayDo, type StaffPermission } from '@/domain/staff/staff-permissions';
import type { StaffMember } from '../api/console-types';
import { adminMessages } from '../admin-messages';
import { useFetch } from '@/lib/use-fetch';
import { useMessages } from '@/lib/i18n/use-messages';
import { getMe } from '../api/get-me';
import { signOut } from '../api/sign-out';
import { consoleMessages } from '../console-messages';
import { useStaffToken } from '../console-token';
import '../console.css';
import { ConsoleNav } from './console-nav';
import { ConsoleSignIn } from './console-sign-in';

/**
 * Every console page: the staff member's name, Sign out and the sections their roles open above
 * the page; without a staff session, the sign-in in its place (a deep link opens after signing
 * in); a page the member's roles do not open says so (the server refuses its calls anyway).
 */
export function ConsoleFrame({
  children,
  needs,
}: {
  children: (me: StaffMember) => ReactNode;
  /** The permission the page needs (several: any of them). */
  needs?: StaffPermission | readonly StaffPermission[];
}) {
  const t = useMessages(consoleMessages);
  const a = useMessages(adminMessages);
  const token = useStaffToken();
  const { state } = useFetch(token, (signal) => getMe(signal));
  const me = state.data?.data;
  return (
    <div className="page console">
      <header className="console-header">
        <h1>{t('title')}</h1>
        {token && me ? (
          <div className="console-who">
            <span>{t('signedInAs', { name: me.name })}</span>
            <button type="button" className="button button-secondary" onClick={() => void signOut()}>
              {t('signOut')}
            </button>
          </div>
        ) : null}
      </header>
      {!token ? (
        <ConsoleSignIn />
      ) : !me ? (
        state.status === 'error' ? (
          <p role="alert">{t('loadFailed')}</p>
        ) : (
          <div role="status" aria-busy="true" aria-label={t('loading')} />
        )
      ) : (
        <>
          <ConsoleNav me={me} />
          {needs && !mayDo(me.permissions, typeof needs === 'string' ? [needs] : needs) ? (
            <p role="alert">{a('notAllowed')}</p>
          ) : (
            children(me)
          )}
        </>
      )}
    </div>
  );
}
