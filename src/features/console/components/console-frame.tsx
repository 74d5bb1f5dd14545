import type { ReactNode } from 'react';
import type { StaffMember } from '../api/console-types';
import { useFetch } from '@/lib/use-fetch';
import { useMessages } from '@/lib/i18n/use-messages';
import { getMe } from '../api/get-me';
import { signOut } from '../api/sign-out';
import { consoleMessages } from '../console-messages';
import { useStaffToken } from '../console-token';
import '../console.css';
import { ConsoleSignIn } from './console-sign-in';

/**
 * Every console page: the staff member's name and Sign out above the page; without a staff
 * session, the sign-in in its place (a deep link opens after signing in).
 */
export function ConsoleFrame({ children }: { children: (me: StaffMember) => ReactNode }) {
  const t = useMessages(consoleMessages);
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
        children(me)
      )}
    </div>
  );
}
