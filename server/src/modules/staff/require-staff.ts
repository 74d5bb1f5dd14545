import type { MiddlewareHandler } from 'hono';
import { ForbiddenError, UnauthorizedError } from '../../http/http-errors';
import { hasStaffRole, type StaffMember, type StaffRole } from './staff-roles';
import type { LiveStaffSession } from './staff-sessions';

export const SIGN_IN_INCOMPLETE_MESSAGE = 'Finish signing in with your authenticator code first.';

/** How the staff guard tells a staff token from a taxpayer's (set once for /api/v1/staff/*). */
export interface StaffAuth {
  find(token: string): Promise<LiveStaffSession | undefined>;
  /** True for a live taxpayer session: a 403 rather than a 401 on a staff path. */
  isTaxpayerToken(token: string): Promise<boolean>;
}

export type StaffEnv = {
  Variables: { staff: StaffMember; staffSessionId: number; staffAuth: StaffAuth };
};

const bearer = (header: string | undefined) => /^Bearer\s+([\w-]{20,220})$/.exec(header ?? '')?.[1];

/**
 * Makes the staff sessions known to every route under /api/v1/staff/, whichever module serves it;
 * mounted once in app.ts before the modules, so `requireStaff` needs no dependencies of its own.
 */
export function staffContext(auth: StaffAuth): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    c.set('staffAuth', auth);
    await next();
  };
}

/** The live staff session of a request (any stage of sign-in), or the right refusal. */
export async function staffSessionOf(c: Parameters<MiddlewareHandler<StaffEnv>>[0]) {
  const auth = c.get('staffAuth') as StaffAuth | undefined;
  if (!auth) throw new Error('staffContext is not mounted on this path');
  const token = bearer(c.req.header('Authorization'));
  if (!token) throw new UnauthorizedError('Unauthenticated.');
  const live = await auth.find(token);
  if (live) return live;
  if (await auth.isTaxpayerToken(token)) throw new ForbiddenError();
  throw new UnauthorizedError('Unauthenticated.');
}

/**
 * A staff route's guard: 401 without a staff token (or one whose sign-in has not passed the
 * authenticator), 403 for a taxpayer's token or a member without one of `roles` (administrator
 * passes all; no roles means any staff member). Sets `c.get('staff')`.
 */
export function requireStaff(...roles: StaffRole[]): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    const live = await staffSessionOf(c);
    if (!live.session.mfaAt) throw new UnauthorizedError(SIGN_IN_INCOMPLETE_MESSAGE);
    if (!hasStaffRole(live.member, roles)) throw new ForbiddenError();
    c.set('staff', live.member);
    c.set('staffSessionId', live.session.id);
    await next();
  };
}
