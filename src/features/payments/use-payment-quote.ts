import type { PaymentQuote } from '@/domain/contracts/payment-quote';
import type { PaymentChannel } from '@/domain/contracts/payments';
import { useFetch } from '@/lib/use-fetch';
import { useOnline } from '@/lib/use-online';
import { getPaymentQuote } from './api/get-payment-quote';

export interface QuoteState {
  quote: PaymentQuote | null;
  /** The quote could not be read (offline, or the server did not answer). */
  failed: boolean;
  reload: () => void;
}

/**
 * The server's quote of paying `amount` pesos on `channel` (null while either is unknown). Asked
 * again when the amount, the channel or `round` changes (a checkout refused for another total),
 * and when the browser comes back online.
 */
export function usePaymentQuote(
  amount: string | null,
  channel: PaymentChannel | null,
  round = 0,
): QuoteState {
  const online = useOnline();
  const key = amount !== null && channel !== null && online ? `quote/${channel}/${amount}/${round}` : null;
  const { state, reload } = useFetch(key, (signal) =>
    getPaymentQuote(amount ?? '', channel ?? 'popup', signal),
  );
  return { quote: state.data, failed: state.status === 'error' || !online, reload };
}
