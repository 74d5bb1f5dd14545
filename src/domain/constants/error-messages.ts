/** The §8 messages that web and server both write: one constant each. */

/** What a user reads when nothing better is known (§8 fallback). */
export const FALLBACK_MESSAGE = 'Oops! Something went wrong';
export const ACCESS_DENIED = 'Access denied!';
export const TOKEN_EXPIRED = 'Token expired';
/**
 * A 401 for a session ended by a password change (made on another device, or a reset): the web
 * app says so and signs out, instead of the §8 expired-session path. Like 'Token expired', the
 * web app recognises these exact words: the server never translates them.
 */
export const PASSWORD_CHANGED = 'Password changed';
