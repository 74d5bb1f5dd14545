/** The forgot-password steps (§2.7). */
export type ResetStep = 'contact' | 'otp' | 'new-password';

/**
 * Each step and the steps it may move to. The server holds the real state (the reset token is
 * issued only for a valid code), so this table only keeps the screens in order.
 */
export const RESET_FLOW: Readonly<Record<ResetStep, readonly ResetStep[]>> = {
  contact: ['otp'],
  otp: ['contact', 'new-password'],
  'new-password': ['otp'],
};

/** Each step's title, a key of passwordResetMessages. */
export const RESET_TITLE_KEYS = {
  contact: 'titleContact',
  otp: 'titleOtp',
  'new-password': 'titleNewPassword',
} as const satisfies Record<ResetStep, string>;

/** The step to show after asking to move `from` → `to`; a move the table refuses stays put. */
export const nextStep = (from: ResetStep, to: ResetStep): ResetStep =>
  RESET_FLOW[from].includes(to) ? to : from;
