// Sign-in limits of §9.

/** Digits in the username login PIN and in the PIN pad widget. */
export const LOGIN_PIN_LENGTH = 4;
/** Shortest password the `password` rule accepts. */
export const PASSWORD_MIN_LENGTH = 8;
/** Digits in an authenticator-app (MFA) code. */
export const MFA_CODE_LENGTH = 6;
/** Characters in an RPT owner ID (§2.11). */
export const OWNER_ID_LENGTH = 9;
