import { useEffect } from 'react';
import { WalletSignInView } from '@/features/wallet/components/wallet-sign-in-view';

/** `/auth` (§2.1, §2.2): GCash mini-program sign-in, signed in or out alike (issue 15). */
export default function WalletAuthPage() {
  // Signing in ends at the wallet home: its chunk downloads while GCash and the server answer. The
  // server's first HTML of /auth preloads it already; an /auth page the service worker served
  // (its index.html names no page's code) still gets it ahead.
  useEffect(() => void import('./wallet-home-page'), []);
  return <WalletSignInView />;
}
