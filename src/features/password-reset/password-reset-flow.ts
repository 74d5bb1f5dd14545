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

/** Dialog titles by step. */
export const RESET_TITLES: Readonly<Record<ResetStep, string>> = {
  contact: 'Forgot Password',
  otp: 'SMS Verification',
  'new-password': 'Create New Password',
};

/** The step to show after asking to move `from` → `to`; a move the table refuses stays put. */
export const nextStep = (from: ResetStep, to: ResetStep): ResetStep =>
  RESET_FLOW[from].includes(to) ? to : from;
