import type { MiddlewareHandler } from 'hono';
import { SECOND_FACTOR_REQUIRED_CODE } from '@/domain/contracts/mfa-phone-check';
import { bearerToken } from './bearer-token';
import { HttpError, UnauthorizedError } from './http-errors';

export interface AuthContext {
  taxpayerId: number;
  sessionId: number;
  /**
   * The session's sign-in passed a second factor (or a sign-on that verified the phone); absent
   * is taken as not.
   */
  secondFactor?: boolean;
}

export type AuthEnv = { Variables: { auth: AuthContext } };

export const SECOND_FACTOR_REQUIRED =
  'Your city now requires 2-step verification. Set it up or enter your code to continue.';

/**
 * Requires a live bearer session; 401 'Token expired' for an expired one (§8). With
 * `secondFactorRequired` (true while the LGU's mfa_required is on), a session without a second
 * factor is refused with a 403 whose error `code` the web app turns into the MFA dialog (issue 25:
 * password-only sessions kept working for up to a day after the setting went on); the guard
 * without it lets such a session reach the few paths that enrol a factor (step_up, logout).
 */
export function authGuard(
  resolve: (token: string) => Promise<AuthContext>,
  { secondFactorRequired }: { secondFactorRequired?: () => Promise<boolean> } = {},
): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    if (!token) throw new UnauthorizedError('Unauthenticated.');
    const auth = await resolve(token);
    if (!auth.secondFactor && secondFactorRequired && (await secondFactorRequired())) {
      throw new HttpError(403, SECOND_FACTOR_REQUIRED, {}, SECOND_FACTOR_REQUIRED_CODE);
    }
    c.set('auth', auth);
    await next();
  };
}
