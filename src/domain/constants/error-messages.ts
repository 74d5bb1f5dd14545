/** The §8 messages that web and server both write: one constant each. */

/** What a user reads when nothing better is known (§8 fallback). */
export const FALLBACK_MESSAGE = 'Oops! Something went wrong';
export const ACCESS_DENIED = 'Access denied!';
export const TOKEN_EXPIRED = 'Token expired';
