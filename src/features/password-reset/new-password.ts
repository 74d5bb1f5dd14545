import { PASSWORD_MIN_LENGTH } from '@/domain/constants/auth';

/** A new password and its confirmation (NEW_PASSWORD_RULES). */
export type NewPassword = {
  password: string;
  password_confirmation: string;
};

/** The rules the Create New Password screen lists (§5), each with a check for the live ticks. */
export const PASSWORD_RULES: readonly { label: string; met: (password: string) => boolean }[] = [
  { label: `Minimum ${PASSWORD_MIN_LENGTH} characters`, met: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { label: 'Upper and lowercase letter', met: (p) => /[A-Z]/.test(p) && /[a-z]/.test(p) },
  // The same symbol class as the `password` rule: anything but letters, digits and spaces.
  { label: 'Symbol', met: (p) => /[^A-Za-z\d\s]/.test(p) },
  { label: 'Number', met: (p) => /\d/.test(p) },
];
