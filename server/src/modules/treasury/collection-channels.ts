/**
 * How an official receipt's money came in (issue 28): through a gateway (its name: 'sandbox',
 * 'paymongo'), at the office, or found nowhere. Office payments are checkouts of these two
 * "gateways", settled by the same settlement as a gateway's (office-payment.ts).
 */
export const OFFICE_CHANNELS = {
  /** A cashier's posting of an over-the-counter payment, with the OR the cashier issued. */
  counter: 'counter',
  /** A proof of payment the treasury accepted. */
  proof: 'proof',
} as const;

export type OfficeChannel = (typeof OFFICE_CHANNELS)[keyof typeof OFFICE_CHANNELS];

export const isOfficeChannel = (gateway: string | null): gateway is OfficeChannel =>
  gateway === OFFICE_CHANNELS.counter || gateway === OFFICE_CHANNELS.proof;

/** A receipt whose settling payment was not found (the reconciliation lists it). */
export const NO_CHANNEL = 'none';

/** The Manila calendar day (YYYY-MM-DD) of an instant. */
export const manilaDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
