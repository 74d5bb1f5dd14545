import { Hono } from 'hono';
import type { Infrastructure } from '../../infrastructure';
import { requireStaff, staffContext, type StaffEnv } from './require-staff';
import { createStaffAccounts } from './staff-accounts';
import { createStaffSessions } from './staff-sessions';

/** Staff accounts and sessions (issue 18): the guard's context for /api/v1/staff/*, and sign-in. */
export function createStaffModule(infra: Infrastructure) {
  const sessions = createStaffSessions({
    db: infra.db,
    now: infra.now,
    idleMs: infra.config.SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: infra.config.SESSION_ABSOLUTE_HOURS * 3_600_000,
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
  const routes = new Hono<StaffEnv>();
  // Who is signed in: the console's first call, and the guard's simplest probe.
  routes.get('/v1/staff/auth/me', requireStaff(), (c) => c.json({ data: c.get('staff') }));
  return { context, routes, service: { sessions, accounts } };
}
