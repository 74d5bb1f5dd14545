import { useOnline } from './use-online';

/** Says plainly that there is no connection, instead of letting calls fail silently. */
export function ConnectionBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="banner banner-warning" role="alert">
      No internet connection. You can keep reading this page; payments and forms need a connection.
    </div>
  );
}
