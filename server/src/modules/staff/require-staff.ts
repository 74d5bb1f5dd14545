import type { MiddlewareHandler } from 'hono';
import { ForbiddenError, UnauthorizedError } from '../../http/http-errors';
import type { StaffPermission } from '@/domain/staff/staff-permissions';
import { hasPermission, type StaffMember } from './staff-roles';
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

/** Where a staff route's guard keeps the permissions it asks for (the console routes test reads it). */
export const STAFF_PERMISSIONS_OF = Symbol('staff permissions');

export type StaffGuard = MiddlewareHandler<StaffEnv> & { [STAFF_PERMISSIONS_OF]: readonly StaffPermission[] };

/**
 * A staff route's guard, which every console route declares: 401 without a staff token (or one
 * whose sign-in has not passed the authenticator), 403 for a taxpayer's token or a member without
 * one of `permissions` (none asked: any staff member). Sets `c.get('staff')`.
 */
export function requireStaff(...permissions: StaffPermission[]): StaffGuard {
  const guard: MiddlewareHandler<StaffEnv> = async (c, next) => {
    const live = await staffSessionOf(c);
    if (!live.session.mfaAt) throw new UnauthorizedError(SIGN_IN_INCOMPLETE_MESSAGE);
    if (!hasPermission(live.member, permissions)) throw new ForbiddenError();
    c.set('staff', live.member);
    c.set('staffSessionId', live.session.id);
    await next();
  };
  return Object.assign(guard, { [STAFF_PERMISSIONS_OF]: permissions });
}
