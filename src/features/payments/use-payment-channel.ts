import { useEffect, useState } from 'react';
import type { PaymentChannel } from '@/domain/contracts/payments';
import { channelFor } from './pay-bill';

/**
 * The channel this browser pays through (pay-bill's channelFor), or null while it is found out
 * (asking the wallet whether this is its mini-program takes a moment). The quote shown is this
 * channel's, and Pay opens the checkout for it.
 */
export function usePaymentChannel(walletUser: boolean, choose = channelFor): PaymentChannel | null {
  const [channel, setChannel] = useState<PaymentChannel | null>(null);
  useEffect(() => {
    let current = true;
    void choose(walletUser).then((c) => current && setChannel(c));
    return () => {
      current = false;
    };
  }, [walletUser, choose]);
  return channel;
}
