// Delays of §9, in milliseconds.

/** Delay before the E-MRID menu item opens its external link. */
export const MENU_OPEN_DELAY_MS = 100;
/** Delay after the year field gets focus before unpaid years are fetched (§2.10). */
export const YEAR_INQUIRY_DELAY_MS = 200;
/** Delay before response callbacks run. */
export const RESPONSE_CALLBACK_DELAY_MS = 50;
/** Random latency range of mock responses in development. */
export const MOCK_RESPONSE_DELAY_MS = { min: 350, max: 700 } as const;
/** How often the opener checks whether the payment popup was closed (§4). */
export const POPUP_POLL_MS = 1_000;
