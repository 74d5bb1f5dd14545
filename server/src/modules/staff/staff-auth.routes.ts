import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { BodyLimits } from '../../http/body-limits';
import { clientAddress } from '../../http/client-address';
import { readJson } from '../../http/read-json';
import { requireStaff, staffSessionOf, type StaffEnv } from './require-staff';
import type { StaffSessions } from './staff-sessions';
import type { StaffSignIn } from './staff-sign-in.service';
import type { SignInRecorder } from './staff-sign-ins';

/**
 * Staff sign-in (issue 18; docs/api-staff.md): POST sign_in (username + password) → a sign-in
 * token and `next` ('code', or 'enrol' with the QR); POST code with that token → the token now
 * answers every staff path; GET me; POST sign_out.
 */
export function staffAuthRoutes(d: {
  signIn: StaffSignIn;
  sessions: StaffSessions;
  limit: MiddlewareHandler;
  bodyLimits: BodyLimits;
  recordSignIn: SignInRecorder;
  trustProxy: number;
}) {
  const app = new Hono<StaffEnv>();
  const { json } = d.bodyLimits;
  // Where each step came from, for the sign-in history.
  const origin = (c: Context) => ({
    address: clientAddress(c, d.trustProxy),
    userAgent: c.req.header('User-Agent'),
  });
  app.post('/v1/staff/auth/sign_in', json, d.limit, async (c) =>
    c.json(await d.signIn.password(await readJson(c), origin(c))),
  );
  app.post('/v1/staff/auth/code', json, d.limit, async (c) => {
    const live = await staffSessionOf(c);
    return c.json(await d.signIn.code(live, await readJson(c), origin(c)));
  });
  app.get('/v1/staff/auth/me', requireStaff(), (c) => c.json({ data: c.get('staff') }));
  app.post('/v1/staff/auth/sign_out', json, async (c) => {
    // A sign-in that never passed its code may be abandoned too.
    const live = await staffSessionOf(c);
    await d.sessions.revoke(live.session.id);
    const { id, username } = live.member;
    await d.recordSignIn({ staffId: id, username, outcome: 'signed-out' }, origin(c));
    return c.json({ data: { signed_out: true } });
  });
  return app;
}
