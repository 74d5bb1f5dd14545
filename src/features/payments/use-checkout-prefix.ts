import { useFetch } from '@/lib/use-fetch';
import { getPaymentSettings } from './api/get-payment-settings';

/**
 * Where the configured gateway's checkout pages start (payment settings): undefined while it is
 * being read, null when it cannot be, so nothing is framed on a guess.
 */
export function useCheckoutPrefix(): string | null | undefined {
  const { state } = useFetch('payment-settings', getPaymentSettings);
  if (state.status === 'error') return null;
  return state.data?.checkout_url_prefix;
}
