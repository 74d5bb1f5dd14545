import { currentHost, type MiniProgramHost } from './host-api';

/**
 * The shell's word on a payment, from `my.tradePay`'s resultCode: 9000 success, 8000 processing,
 * 4000 failed, 6001 cancelled by the user, 6002 network error, 6004 unknown. Only a hint: the
 * portal asks its own server (which asks the gateway) before it believes any of them.
 */
export type PaymentOutcome = 'success' | 'processing' | 'failed' | 'cancelled' | 'unknown';

export interface PaymentResult {
  outcome: PaymentOutcome;
  resultCode: string | undefined;
}

const OUTCOMES: Record<string, PaymentOutcome> = {
  '9000': 'success',
  '8000': 'processing',
  '4000': 'failed',
  '6001': 'cancelled',
  '6002': 'failed',
  '6004': 'unknown',
};

/**
 * Reads a host message as a payment result. The shell sends `{ type: 'payment_result',
 * resultCode }`; the web-view wraps what the shell posted as `{ data }` on some containers and
 * passes it bare on others, so both are accepted. Anything else is not a payment result.
 */
export function readPaymentResult(event: unknown): PaymentResult | null {
  const wrapped = typeof event === 'object' && event !== null && 'data' in event ? event.data : event;
  if (typeof wrapped !== 'object' || wrapped === null) return null;
  const message = wrapped as { type?: unknown; resultCode?: unknown };
  if (message.type !== 'payment_result') return null;
  const resultCode =
    typeof message.resultCode === 'string' || typeof message.resultCode === 'number'
      ? String(message.resultCode)
      : undefined;
  return { outcome: (resultCode && OUTCOMES[resultCode]) || 'unknown', resultCode };
}

/**
 * Listens for the shell's payment results through `my.onMessage`. Other messages still reach the
 * handler that was there before; the returned function restores it.
 */
export function onPaymentResult(
  listener: (result: PaymentResult) => void,
  host: MiniProgramHost | undefined = currentHost(),
): () => void {
  if (!host) return () => undefined;
  const previous = host.onMessage;
  const handler = (event: unknown) => {
    const result = readPaymentResult(event);
    if (result) listener(result);
    else previous?.(event);
  };
  host.onMessage = handler;
  return () => {
    if (host.onMessage === handler) host.onMessage = previous;
  };
}
