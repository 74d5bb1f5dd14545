import { useUpdateState } from './update-state';

/**
 * Registers the service worker after the page has loaded (workbox-window is fetched then, not
 * with the first paint). A waiting worker raises the update banner; 'Here!' activates it. The
 * start-up content is put in the worker's public cache, so a reload offline shows the site.
 */
export async function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    useUpdateState.setState({
      apply: () => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      },
    });
  });
  try {
    await wb.register();
  } catch (err) {
    // §8: registration errors go to the console only.
    console.error('Service worker registration failed', err);
    return;
  }
  // Offline, the next page load needs the site content from the worker's cache.
  import('./keep-boot-content').then(({ keepBootContent }) => keepBootContent()).catch(() => undefined);
}
