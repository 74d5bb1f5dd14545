import { useEffect } from 'react';
import { shellShown } from '@/lib/first-page';
import { useMessages } from '@/lib/i18n/use-messages';
import { useSession } from '@/stores/session';
import { AppRoutes } from './routes/app-routes';
import { AuthDialogHost } from './shell/auth-dialog-host';
import { ServiceDialogHost } from './shell/service-dialog-host';
import { ConnectionBanner } from './shell/connection-banner';
import { ContentUnavailable } from './shell/content-unavailable';
import { ScrollToTop } from './shell/scroll-to-top';
import { SiteFooter } from './shell/site-footer';
import { SiteHeader } from './shell/site-header';
import { siteShellMessages } from './shell/site-shell-messages';
import { ToastStack } from './shell/toast-stack';
import { UpdateBanner } from './shell/update-banner';
import { useSiteContent } from './shell/use-site-content';

/** The whole app: a blank placeholder until auth and content are known, then the shell. */
export function App() {
  const t = useMessages(siteShellMessages);
  const status = useSession((s) => s.status);
  const content = useSiteContent();
  const ready = status !== 'unknown' && content.status !== 'loading';
  useEffect(() => {
    if (ready) shellShown();
  }, [ready]);
  if (status === 'unknown' || content.status === 'loading') {
    return <div className="boot-placeholder" role="status" aria-busy="true" aria-label={t('loading')} />;
  }
  if (content.status !== 'ready') return <ContentUnavailable offline={content.status === 'offline'} />;
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <ConnectionBanner />
      <UpdateBanner />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <AppRoutes />
      </main>
      <SiteFooter />
      <ScrollToTop />
      <AuthDialogHost />
      <ServiceDialogHost />
      <ToastStack />
    </>
  );
}
