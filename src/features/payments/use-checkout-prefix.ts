import { useEffect, useState } from 'react';
import { getPaymentSettings } from './api/get-payment-settings';

/**
 * Where the configured gateway's checkout pages start (payment settings): undefined while it is
 * being read, null when it cannot be, so nothing is framed on a guess.
 */
export function useCheckoutPrefix(): string | null | undefined {
  const [prefix, setPrefix] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    getPaymentSettings().then(
      (settings) => current && setPrefix(settings.checkout_url_prefix),
      () => current && setPrefix(null),
    );
    return () => {
      current = false;
    };
  }, []);
  return prefix;
}
