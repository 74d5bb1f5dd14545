import { loadSiteContent } from '@/content/site-content';

/** Shown when the site content cannot load: offline, or the server is down. */
export function ContentUnavailable({ offline }: { offline: boolean }) {
  return (
    <main className="page narrow center" role="alert">
      <h1>{offline ? 'No internet connection' : 'We cannot reach the portal right now'}</h1>
      <p>
        {offline
          ? 'This page needs a connection. Check your mobile data or Wi-Fi, then try again.'
          : 'The server did not answer. Please try again in a moment.'}
      </p>
      <button
        type="button"
        className="button"
        onClick={() => {
          void loadSiteContent();
        }}
      >
        Try again
      </button>
    </main>
  );
}
