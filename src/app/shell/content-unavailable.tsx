import { loadSiteContent } from '@/content/site-content';
import { useMessages } from '@/lib/i18n/use-messages';
import { siteShellMessages } from './site-shell-messages';

/** Shown when the site content cannot load: offline, or the server is down. */
export function ContentUnavailable({ offline }: { offline: boolean }) {
  const t = useMessages(siteShellMessages);
  return (
    <main className="page narrow center" role="alert">
      <h1>{offline ? t('noInternet') : t('cannotReach')}</h1>
      <p>{offline ? t('needsConnection') : t('serverNoAnswer')}</p>
      <button
        type="button"
        className="button"
        onClick={() => {
          void loadSiteContent();
        }}
      >
        {t('tryAgain')}
      </button>
    </main>
  );
}
