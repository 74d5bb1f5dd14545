import { Hono } from 'hono';
import type { Infrastructure } from '../../infrastructure';
import type { AuditLog } from '../audit/audit-log';
import { addressLimit } from '../accounts/address-limit';
import { createSecretBox, secretKeyFrom } from '../mfa/secret-box';
import { staffContext, type StaffEnv } from './require-staff';
import { createStaffAccounts } from './staff-accounts';
import { staffAdminRoutes } from './staff-admin.routes';
import { createStaffAdmin } from './staff-admin.service';
import { createStaffRolesService } from './staff-roles.service';
import { staffAuthRoutes } from './staff-auth.routes';
import { createStaffSessions } from './staff-sessions';
import { createStaffSignIn } from './staff-sign-in.service';
import { createSignInRecorder } from './staff-sign-ins';

/**
 * Staff accounts and sessions (issue 18): the guard's context for /api/v1/staff/*, sign-in, and
 * the console's administration of members, roles and offices (issue 28).
 */
export function createStaffModule(infra: Infrastructure, { audit }: { audit: AuditLog }) {
  const { config } = infra;
  const sessions = createStaffSessions({
    db: infra.db,
    now: infra.now,
    idleMs: config.SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: config.SESSION_ABSOLUTE_HOURS * 3_600_000,
    cacheMs: config.SESSION_CACHE_SECONDS * 1000,
  });
  const accounts = createStaffAccounts(infra);
  const context = staffContext({
    find: (token) => sessions.find(token),
    isTaxpayerToken: (token) =>
      infra.sessions.resolve(token).then(
        () => true,
        () => false,
      ),
  });
  const recordSignIn = createSignInRecorder(infra);
  const signIn = createStaffSignIn({
    ...infra,
    sessions,
    recordSignIn,
    box: createSecretBox(secretKeyFrom(config.MFA_SECRET_KEY)),
  });
  // The same per-address budget as the residents' sign-in paths, counted apart.
  const limit = addressLimit(infra.limiter, 'staff-auth-ip', {
    limit: config.AUTH_LIMIT_PER_ADDRESS,
    windowMs: 10 * 60_000,
    trustProxy: config.TRUST_PROXY,
  });
  const routes = new Hono<StaffEnv>();
  routes.route(
    '/',
    staffAuthRoutes({
      signIn,
      sessions,
      limit,
      bodyLimits: infra.bodyLimits,
      recordSignIn,
      trustProxy: config.TRUST_PROXY,
    }),
  );
  const admin = createStaffAdmin({ ...infra, sessions });
  // A role changed changes what every member of it may do: forget every trusted session.
  const roles = createStaffRolesService({ ...infra, audit, changed: () => sessions.forget() });
  routes.route('/', staffAdminRoutes({ admin, roles, bodyLimits: infra.bodyLimits }));
  return { context, routes, service: { sessions, accounts } };
}
