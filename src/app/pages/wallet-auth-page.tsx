import { WalletSignInView } from '@/features/wallet/components/wallet-sign-in-view';

/** `/auth` (§2.1, §2.2): GCash mini-program sign-in, signed in or out alike (issue 15). */
export default function WalletAuthPage() {
  return <WalletSignInView />;
}
