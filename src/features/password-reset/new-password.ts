import { PASSWORD_MIN_LENGTH } from '@/domain/constants/auth';

/** A new password and its confirmation (NEW_PASSWORD_RULES). */
export type NewPassword = {
  password: string;
  password_confirmation: string;
};

/** The rules the Create New Password screen lists (§5), each with a check for the live ticks. */
export const PASSWORD_RULES = [
  { key: 'ruleMinLength', met: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { key: 'ruleCases', met: (p) => /[A-Z]/.test(p) && /[a-z]/.test(p) },
  // The same symbol class as the `password` rule: anything but letters, digits and spaces.
  { key: 'ruleSymbol', met: (p) => /[^A-Za-z\d\s]/.test(p) },
  { key: 'ruleNumber', met: (p) => /\d/.test(p) },
] as const satisfies readonly { key: string; met: (password: string) => boolean }[];
