import { Hono } from 'hono';
import type { Infrastructure } from '../../infrastructure';
import { addressLimit } from '../accounts/address-limit';
import { createSecretBox, secretKeyFrom } from '../mfa/secret-box';
import { staffContext, type StaffEnv } from './require-staff';
import { createStaffAccounts } from './staff-accounts';
import { staffAuthRoutes } from './staff-auth.routes';
import { createStaffSessions } from './staff-sessions';
import { createStaffSignIn } from './staff-sign-in.service';

/** Staff accounts and sessions (issue 18): the guard's context for /api/v1/staff/*, and sign-in. */
export function createStaffModule(infra: Infrastructure) {
  const { config } = infra;
  const sessions = createStaffSessions({
    db: infra.db,
    now: infra.now,
    idleMs: config.SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: config.SESSION_ABSOLUTE_HOURS * 3_600_000,
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
  const signIn = createStaffSignIn({
    ...infra,
    sessions,
    box: createSecretBox(secretKeyFrom(config.MFA_SECRET_KEY)),
  });
  // The same per-address budget as the residents' sign-in paths, counted apart.
  const limit = addressLimit(infra.limiter, 'staff-auth-ip', {
    limit: config.AUTH_LIMIT_PER_ADDRESS,
    windowMs: 10 * 60_000,
    trustProxy: config.TRUST_PROXY,
  });
  const routes = new Hono<StaffEnv>();
  routes.route('/', staffAuthRoutes({ signIn, sessions, limit, bodyLimits: infra.bodyLimits }));
  return { context, routes, service: { sessions, accounts } };
}
