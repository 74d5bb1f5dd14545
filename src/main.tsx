import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { App } from './app/app';
import { leaveExpiredSession } from './app/leave-expired-session';
import { syncLanguage } from './app/sync-language';
import { recoverFromStaleAssets } from './app/pwa/recover-from-stale-assets';
import { registerServiceWorker } from './app/pwa/register-service-worker';
import { warmRouteData } from './app/routes/warm-route-data';
import './app/styles.css';
import { loadSiteContent, reloadContentOnLanguageSwitch } from './content/site-content';
import { getCurrentProfile } from './features/auth/api/get-current-profile';
import { configureHttp } from './lib/http';
import { useDraftsWaiting } from './stores/drafts-waiting';
import { restoreSession } from './stores/session';
import { showToast } from './stores/toasts';

configureHttp({
  onError: (message) => showToast('error', message),
  // §8: an expired token ends the session; phones go to the service-unavailable page.
  onTokenExpired: () => leaveExpiredSession(navigate),
});
recoverFromStaleAssets();
syncLanguage();
restoreSession(getCurrentProfile);
warmRouteData(window.location.pathname, window.location.search);
void loadSiteContent();
reloadContentOnLanguageSwitch();
// Most starts have nothing waiting: the drafts code loads only when something does.
if (useDraftsWaiting.getState().waiting) {
  void import('./app/offline/start-offline-drafts').then(({ startOfflineDrafts }) => startOfflineDrafts());
}

const root = document.getElementById('root');
if (root) {
  const app = createRoot(root);
  // The first render as a transition, rendered in slices: the page's first HTML already shows its
  // heading, and a slow phone stays responsive while the app takes over.
  startTransition(() =>
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
window.addEventListener('load', () => void registerServiceWorker());
