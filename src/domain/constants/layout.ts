// Sizes and limits of the shell (§2.3, §9).

/** Scroll distance after which the scroll-to-top button shows. */
export const SCROLL_TOP_THRESHOLD_PX = 60;
/** Width at or below which the layout is mobile and the gateway opens in /pgi instead of a popup. */
export const MOBILE_BREAKPOINT_PX = 768;
/** Size of the payment gateway popup. */
export const PAYMENT_POPUP_SIZE = { width: 775, height: 675 } as const;
/** Alerts shown at once; a new one replaces the old. */
export const ALERT_STACK_LIMIT = 1;
