/** What /payment-return posts to the window that opened or framed it. */
export const PAYMENT_RETURN_MESSAGE = 'bayan:payment-return';

export interface PaymentReturnMessage {
  type: typeof PAYMENT_RETURN_MESSAGE;
  transactionId: string;
}

/** The transaction id of a same-origin /payment-return message, or null for any other message. */
export function readPaymentReturn(
  event: MessageEvent,
  origin: string = window.location.origin,
): string | null {
  if (event.origin !== origin) return null;
  const data = event.data as Partial<PaymentReturnMessage> | null;
  return data?.type === PAYMENT_RETURN_MESSAGE && typeof data.transactionId === 'string'
    ? data.transactionId
    : null;
}

/**
 * Tells the opener (popup) or the parent (the /pgi frame) that the gateway sent the payer back.
 * Same origin only: the message names a transaction. False when there is no one to tell.
 */
export function notifyPaymentReturn(transactionId: string, self: Window = window): boolean {
  const message: PaymentReturnMessage = { type: PAYMENT_RETURN_MESSAGE, transactionId };
  const target =
    self.opener && self.opener !== self ? (self.opener as Window) : self.parent !== self ? self.parent : null;
  if (!target) return false;
  try {
    target.postMessage(message, self.location.origin);
    return true;
  } catch {
    return false;
  }
}

/** Whether this window is the payment popup or the /pgi frame, rather than a tab of its own. */
export const isPaymentWindow = (self: Window = window): boolean =>
  Boolean(self.opener && self.opener !== self) || self.parent !== self;
