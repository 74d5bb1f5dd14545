// Sign-in limits of §9.

/** Shortest password the `password` rule accepts. */
export const PASSWORD_MIN_LENGTH = 8;
