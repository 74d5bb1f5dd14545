import { paymentSettingsDocument, type PaymentSettings } from '@/domain/contracts/payments';
import { http } from '@/lib/http';
import { PAYMENT_SETTINGS_PATH } from './payment-settings-path';

let shared: Promise<PaymentSettings> | undefined;
let known: PaymentSettings | undefined;

/**
 * The convenience fee and gateway shown before paying (public). Asked once per page load and
 * shared: a page may start it early (before the Pay button that shows the fee renders) and every
 * fee note and the /pgi frame read the same answer; a failed read is asked again next time.
 */
export function getPaymentSettings(): Promise<PaymentSettings> {
  shared ??= http
    .get(PAYMENT_SETTINGS_PATH, { schema: paymentSettingsDocument, silent: true })
    .then((doc) => (known = doc.data.attributes))
    .catch((err: unknown) => {
      shared = undefined;
      throw err;
    });
  return shared;
}

/**
 * The answer, once it has arrived: a fee note that renders after it (the page asked beside the
 * transaction) shows the fee in its first paint instead of a render later.
 */
export const knownPaymentSettings = (): PaymentSettings | undefined => known;

/** Tests: forget the shared answer. */
export function forgetPaymentSettings() {
  shared = undefined;
  known = undefined;
}
