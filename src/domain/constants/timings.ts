// Delays of §9, in milliseconds.

/** Delay before the E-MRID menu item opens its external link. */
export const MENU_OPEN_DELAY_MS = 100;
/** Delay after the year field gets focus before unpaid years are fetched (§2.10). */
export const YEAR_INQUIRY_DELAY_MS = 200;
/** How often the opener checks whether the payment popup was closed (§4). */
export const POPUP_POLL_MS = 1_000;
