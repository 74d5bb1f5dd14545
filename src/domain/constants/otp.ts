// One-time password limits of §4 and §9.

/** Digits in an SMS or e-mail OTP (six single-digit cells). */
export const OTP_LENGTH = 6;
/** Seconds before Resend is enabled again. */
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
/** Countdown tick in milliseconds. */
export const OTP_TICK_MS = 1_000;
/** Local-storage key of the cooldown, so it survives reloads (§4). */
export const OTP_COOLDOWN_STORAGE_KEY = 'cooldownTime';
/** §8's message once the OTP expired. */
export const OTP_EXPIRED_MESSAGE = 'Your OTP has expired. Press Resend OTP to get a new code.';
