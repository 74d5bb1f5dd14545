import { useOnline } from '@/lib/use-online';
import { WaitingDrafts } from './waiting-drafts';

/**
 * Says plainly that there is no connection, instead of letting calls fail silently, and what
 * waits on this device to be sent.
 */
export function ConnectionBanner() {
  const online = useOnline();
  return (
    <>
      {online ? null : (
        <div className="banner banner-warning" role="alert">
          No internet connection. Pages and transactions you opened before can still be read; payments need a
          connection.
        </div>
      )}
      <WaitingDrafts online={online} />
    </>
  );
}
