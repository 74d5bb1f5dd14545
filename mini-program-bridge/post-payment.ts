import { currentHost, type MiniProgramHost } from './host-api';

/** What the page sends the mini-program shell to pay: the shell opens the wallet's cashier. */
export interface PaymentMessage {
  type: 'payment';
  redirectionUrl: string;
}

/**
 * Hands the payment to the wallet: posts `{ type: 'payment', redirectionUrl }` to the shell with
 * `my.postMessage`. False when there is no host to post to (an ordinary browser).
 */
export function postPayment(
  redirectionUrl: string,
  host: MiniProgramHost | undefined = currentHost(),
): boolean {
  if (!host) return false;
  const message: PaymentMessage = { type: 'payment', redirectionUrl };
  host.postMessage(message);
  return true;
}
