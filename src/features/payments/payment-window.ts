import { POPUP_POLL_MS } from '@/domain/constants/timings';
import { MOBILE_BREAKPOINT_PX, PAYMENT_POPUP_SIZE } from '@/domain/constants/layout';
import { paymentsMessages } from './payments-messages';

const POPUP_NAME = 'bayan-payment';

/** True when the screen is small enough (≤ 768 px) for the /pgi page instead of a popup (§2.1). */
export const isSmallScreen = (width: number = window.innerWidth): boolean => width <= MOBILE_BREAKPOINT_PX;

/** The popup's window features: 775 × 675, centred over the opener (§9). */
export function popupFeatures(screenLike: {
  left: number;
  top: number;
  width: number;
  height: number;
}): string {
  const { width, height } = PAYMENT_POPUP_SIZE;
  const left = Math.max(0, Math.round(screenLike.left + (screenLike.width - width) / 2));
  const top = Math.max(0, Math.round(screenLike.top + (screenLike.height - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/**
 * Opens the payment popup empty, at once, while the Pay click still counts as a user gesture:
 * opened after the billing and checkout calls return, browsers would block it. Null if blocked.
 */
export function openBlankPopup(open: typeof window.open = window.open.bind(window)): Window | null {
  const features = popupFeatures({
    left: window.screenX,
    top: window.screenY,
    width: window.outerWidth,
    height: window.outerHeight,
  });
  const popup = open('', POPUP_NAME, features);
  if (popup) {
    try {
      popup.document.title = paymentsMessages.t('redirecting');
    } catch {
      // A popup left on another origin by an earlier payment: it is about to be sent anyway.
    }
  }
  return popup;
}

/**
 * Calls `onClosed` once the popup has been closed, checking every second (§4): a cross-origin
 * gateway page gives the opener no other sign. Returns a function that stops watching.
 */
export function watchPopup(popup: Window, onClosed: () => void, everyMs: number = POPUP_POLL_MS): () => void {
  const timer = setInterval(() => {
    if (!popup.closed) return;
    clearInterval(timer);
    onClosed();
  }, everyMs);
  return () => clearInterval(timer);
}
