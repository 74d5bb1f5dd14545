import { useSyncExternalStore } from 'react';

const subscribe = (notify: () => void) => {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
};

/**
 * Whether the browser says it has no network at all. `navigator.onLine` true does not promise a
 * working connection, so callers still handle a failed request; false is reliable.
 */
export const isOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

/** Whether the browser believes it is online; re-renders on `online` / `offline`. */
export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine);
