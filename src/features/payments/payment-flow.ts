/**
 * The steps of paying a bill (§4) and the steps allowed after each (CONVENTIONS 8). The server
 * keeps the authoritative state of the transaction; this is only where the browser is.
 */
export type PaymentStep =
  | 'idle'
  | 'creating-billing'
  | 'creating-checkout'
  /** The gateway is open (popup, /pgi page or the wallet); waiting for the payer to come back. */
  | 'at-gateway'
  | 'reconciling'
  /** The server's status was read after the gateway (paid or not). */
  | 'settled'
  | 'failed';

export const PAYMENT_FLOW: Readonly<Record<PaymentStep, readonly PaymentStep[]>> = {
  idle: ['creating-billing', 'reconciling'],
  'creating-billing': ['creating-checkout', 'failed'],
  'creating-checkout': ['at-gateway', 'failed'],
  'at-gateway': ['reconciling', 'creating-billing'],
  reconciling: ['settled', 'failed', 'creating-billing'],
  settled: ['reconciling', 'creating-billing'],
  failed: ['creating-billing', 'reconciling'],
};

/** True when the flow may go from one step to the other. */
export const canMove = (from: PaymentStep, to: PaymentStep): boolean => PAYMENT_FLOW[from].includes(to);
