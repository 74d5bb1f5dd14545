import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { App } from './app/app';
import { leaveExpiredSession } from './app/leave-expired-session';
import { syncLanguage } from './app/sync-language';
import { recoverFromStaleAssets } from './app/pwa/recover-from-stale-assets';
import { keepInstallPrompt } from './app/pwa/install-prompt';
import { preloadFirstPage } from './app/routes/preload-first-page';
import { warmRouteData } from './app/routes/warm-route-data';
import { LazyProfileMenu } from './app/shell/lazy-profile-menu';
import './app/styles.css';
import { loadSiteContent, reloadContentOnLanguageSwitch } from './content/site-content';
import { getCurrentProfile } from './features/auth/api/get-current-profile';
import { afterFirstPage } from './lib/first-page';
import { configureHttp } from './lib/http';
import { settledWithin } from './lib/settled-within';
import { useDraftsWaiting } from './stores/drafts-waiting';
import { restoreSession, useSession } from './stores/session';
import { showToast } from './stores/toasts';

configureHttp({
  onError: (message) => showToast('error', message),
  // §8: an expired token ends the session; phones go to the service-unavailable page.
  onTokenExpired: (why) => leaveExpiredSession(navigate, undefined, why),
  // The city now requires a second factor and this session passed none: the MFA dialog opens. Its
  // code (and the MFA contracts) load then, not with the landing page (bench: landing JS budget).
  onSecondFactorRequired: () => void import('./app/ask-second-factor').then((m) => m.askSecondFactor()),
});
recoverFromStaleAssets();
keepInstallPrompt();
syncLanguage();
restoreSession(getCurrentProfile, { refreshAfter: afterFirstPage });
warmRouteData(window.location.pathname, window.location.search);
void loadSiteContent();
reloadContentOnLanguageSwitch();
// Most starts have nothing waiting: the drafts code loads only when something does.
if (useDraftsWaiting.getState().waiting) {
  void import('./app/offline/start-offline-drafts').then(({ startOfflineDrafts }) => startOfflineDrafts());
}

// The opened page's code, already on its way (the first HTML preloads it): the first render waits
// for it, up to a limit, so it shows the page itself and not a fallback (lazy-with-preload.ts says why).
// Meanwhile the first HTML stays on screen. A page still loading after that renders as it comes.
const FIRST_PAGE_WAIT_MS = 1500;
const signedIn = useSession.getState().status !== 'signed-out';
const firstLoads = [
  preloadFirstPage(window.location.pathname, signedIn),
  // A session's header shows its profile menu, whose code is not in the landing page's JS.
  signedIn ? LazyProfileMenu.preload() : null,
].filter((load) => load !== null);
const firstPage = firstLoads.length > 0 ? Promise.allSettled(firstLoads) : null;

const root = document.getElementById('root');
if (root) {
  const app = createRoot(root);
  // The first render as a transition, rendered in slices: the page's first HTML already shows its
  // heading, and a slow phone stays responsive while the app takes over.
  const start = () =>
    startTransition(() =>
      app.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  if (firstPage) void settledWithin(firstPage, FIRST_PAGE_WAIT_MS).then(start);
  else start();
}
// The worker, and the files it caches, once the page is loaded and the first page shown; its code
// loads then too, not with the landing page.
window.addEventListener(
  'load',
  () =>
    void afterFirstPage()
      .then(() => import('./app/pwa/register-service-worker'))
      .then((m) => m.registerServiceWorker()),
);
