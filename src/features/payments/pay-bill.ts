import { postPayment } from '../../../mini-program-bridge/post-payment';
import { onPaymentResult } from '../../../mini-program-bridge/payment-result';
import { detectMiniProgram } from '../../../mini-program-bridge/detect-mini-program';
import type { AfterPayment } from '@/components/payment-controls';
import { ApiError } from '@/lib/http';
import { isOffline } from '@/lib/use-online';
import { showToast } from '@/stores/toasts';
import { createCheckout } from './api/create-checkout';
import type { ShownQuote } from '@/domain/contracts/payment-quote';
import type { PaymentChannel } from '@/domain/contracts/payments';
import { moveTo, type PaymentChannel as OpenedChannel } from './payment-store';
import { destinationPath, pgiPath } from './pgi-path';
import { readPaymentReturn } from './payment-return-message';
import { isSmallScreen, openBlankPopup, watchPopup } from './payment-window';
import { paymentsMessages } from './payments-messages';
import { reconcilePayment } from './reconcile-payment';

/** Said instead of starting a payment offline (issue 13), in the current language. */
export const paymentNeedsConnection = () => paymentsMessages.t('needsConnection');

/** What paying needs from the browser; tests pass their own. */
export interface PayDeps {
  createCheckout: typeof createCheckout;
  reconcile: (transactionId: string) => Promise<unknown>;
  openPopup: () => Window | null;
  watchPopup: (popup: Window, onClosed: () => void) => () => void;
  smallScreen: () => boolean;
  inMiniProgram: () => Promise<boolean>;
  postToWallet: (redirectionUrl: string) => boolean;
  onWalletResult: (listener: () => void) => () => void;
  onReturnMessage: (listener: (transactionId: string) => void) => () => void;
  toast: (message: string) => void;
  newKey: () => string;
}

const browserDeps = (): PayDeps => ({
  createCheckout,
  reconcile: reconcilePayment,
  openPopup: () => openBlankPopup(),
  watchPopup,
  smallScreen: () => isSmallScreen(),
  inMiniProgram: () => detectMiniProgram(),
  postToWallet: (url) => postPayment(url),
  onWalletResult: (listener) => onPaymentResult(listener),
  onReturnMessage: (listener) => {
    const handler = (event: MessageEvent) => {
      const id = readPaymentReturn(event);
      if (id) listener(id);
    };
    window.addEventListener('message', handler);
    return () => window.removeEventListener('message', handler);
  },
  toast: (message) => showToast('success', message),
  newKey: () => crypto.randomUUID(),
});

export interface PayRequest {
  /** Creates the billing and answers its transaction id. */
  createBilling: () => Promise<string>;
  after: AfterPayment;
  /** The quote the payer was shown (channelFor's channel): the checkout charges its total. */
  shown: ShownQuote;
}

/**
 * How this browser reaches the gateway, so the quote shown is the one charged: the wallet for a
 * GCash user inside its mini-program; else /pgi on a small screen or for a GCash user in a
 * browser (no popup for them, §4), a popup otherwise. A blocked popup falls back to /pgi, whose
 * fee is the popup's (the server has one fee for both).
 */
export async function channelFor(
  walletUser: boolean,
  deps: Pick<PayDeps, 'inMiniProgram' | 'smallScreen'> = browserDeps(),
): Promise<PaymentChannel> {
  if (walletUser) return (await deps.inMiniProgram()) ? 'wallet' : 'pgi';
  return deps.smallScreen() ? 'pgi' : 'popup';
}

/**
 * Pays a bill (§4): creates the billing, opens a checkout for its transaction with one
 * idempotency key, toasts 'Redirecting to Payment Gateway...' and hands the payer to the gateway —
 * the wallet for GCash users in its mini-program, a 775 × 675 popup on a large screen, or /pgi on
 * a small one (or when the popup is blocked). When the payer is back (wallet result, popup closed,
 * /payment-return message) the status is re-read from the server. Answers where to go now.
 */
export async function payBill(request: PayRequest, deps: PayDeps = browserDeps()): Promise<string> {
  // Never started offline (issue 13): no billing is created and no gateway window opened.
  if (isOffline()) throw new ApiError(paymentNeedsConnection(), undefined);
  moveTo('creating-billing', { transactionId: null, channel: null, error: null });
  // Decided now, inside the click: a popup opened after the awaits below would be blocked.
  const popup = request.shown.channel === 'popup' ? deps.openPopup() : null;
  try {
    const transactionId = await request.createBilling();
    moveTo('creating-checkout', { transactionId });
    const gate = await deps.createCheckout(transactionId, deps.newKey(), request.shown);
    const { url } = gate.data.attributes;
    const redirectionUrl = gate.included?.gcashMiniProgramLogs[0]?.redirectionUrl ?? url;
    const destination = destinationPath(request.after, transactionId);
    deps.toast(paymentsMessages.t('redirecting'));

    let channel: OpenedChannel = popup ? 'popup' : 'page';
    if (request.shown.channel === 'wallet' && deps.postToWallet(redirectionUrl)) {
      channel = 'wallet';
      const stop = deps.onWalletResult(() => {
        stop();
        void deps.reconcile(transactionId);
      });
    } else if (popup) {
      popup.location.href = url;
      let done = false;
      const back = () => {
        if (done) return;
        done = true;
        stopWatching();
        stopListening();
        void deps.reconcile(transactionId);
      };
      const stopWatching = deps.watchPopup(popup, back);
      const stopListening = deps.onReturnMessage((id) => id === transactionId && back());
    }
    moveTo('at-gateway', { channel });
    return channel === 'page' ? pgiPath(url, transactionId, destination) : destination;
  } catch (err) {
    popup?.close();
    moveTo('failed', { error: err instanceof Error ? err.message : paymentsMessages.t('startFailed') });
    throw err;
  }
}
