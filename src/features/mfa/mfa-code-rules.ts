import type { CompileOptions } from '@/domain/validation/compile-rules';

/** §5: a 6-digit code (the OTP cells' `pin`, the authenticator's `code`). */
export const MFA_CODE_RULES = { pin: 'required|mask:^\\d{6}$~6 digits' } as const;
export const MFA_CODE_OPTIONS: CompileOptions = { labels: { pin: 'OTP' } };
/** §2.4: the '2-Step Verification' field. */
export const AUTH_CODE_RULES = { code: 'required|mask:^\\d{6}$~6 digits' } as const;
export const AUTH_CODE_OPTIONS: CompileOptions = { labels: { code: 'Authentication Code' } };
/** A recovery code as the server makes them: 'xxxxx-xxxxx'. */
export const RECOVERY_CODE_RULES = {
  code: 'required|mask:^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$~xxxxx-xxxxx',
} as const;
export const RECOVERY_CODE_OPTIONS: CompileOptions = { labels: { code: 'Recovery code' } };
