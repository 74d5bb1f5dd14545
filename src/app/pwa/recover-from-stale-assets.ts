const RELOADED_KEY = 'bayan:reloaded-for-update';
const STALE_CHUNK =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/**
 * §8 runtime error handler: after a deploy, an old page may ask for a route chunk that no longer
 * exists. Then a waiting service worker is unregistered and the page reloads once (a flag in
 * session storage stops a reload loop).
 */
export function recoverFromStaleAssets() {
  const recover = async (message: string) => {
    if (!STALE_CHUNK.test(message) || sessionStorage.getItem(RELOADED_KEY)) return;
    sessionStorage.setItem(RELOADED_KEY, '1');
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration?.waiting) await registration.unregister();
    window.location.reload();
  };
  window.addEventListener('error', (e) => void recover(String(e.message)));
  window.addEventListener(
    'unhandledrejection',
    (e) => void recover(String((e.reason as Error | undefined)?.message)),
  );
  window.addEventListener('load', () => setTimeout(() => sessionStorage.removeItem(RELOADED_KEY), 10_000));
}
