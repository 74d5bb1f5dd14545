import { lazy, Suspense } from 'react';
import { useMessages } from '@/lib/i18n/use-messages';
import { useOnline } from '@/lib/use-online';
import { useDraftsWaiting } from '@/stores/drafts-waiting';
import { siteShellMessages } from './site-shell-messages';

// Loaded only when something waits, which is rare: the first page stays small.
const WaitingDrafts = lazy(() => import('./waiting-drafts').then((m) => ({ default: m.WaitingDrafts })));

/**
 * Says plainly that there is no connection, instead of letting calls fail silently, and what
 * waits on this device to be sent.
 */
export function ConnectionBanner() {
  const t = useMessages(siteShellMessages);
  const online = useOnline();
  const waiting = useDraftsWaiting((s) => s.waiting);
  return (
    <>
      {online ? null : (
        <div className="banner banner-warning" role="alert">
          {t('offline')}
        </div>
      )}
      {waiting ? (
        <Suspense fallback={null}>
          <WaitingDrafts online={online} />
        </Suspense>
      ) : null}
    </>
  );
}
