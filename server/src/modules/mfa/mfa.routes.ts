import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { AuthContext, AuthEnv } from '../../http/auth-guard';
import type { BodyLimits } from '../../http/body-limits';
import { clientAddress } from '../../http/client-address';
import { readJson } from '../../http/read-json';
import type { createAccountChangesService } from './account-changes.service';
import type { MfaSignInService } from './mfa-sign-in.service';
import type { createPhoneCheck } from './phone-check';
import type { CallerSession } from './sign-in-gate';
import type { createStepUp } from './step-up';
import type { SecurityService } from './security.service';

export interface MfaRoutesDeps {
  signIn: MfaSignInService;
  phoneCheck: ReturnType<typeof createPhoneCheck>;
  stepUp: ReturnType<typeof createStepUp>;
  security: SecurityService;
  changes: ReturnType<typeof createAccountChangesService>;
  guard: MiddlewareHandler<AuthEnv>;
  /** The guard that lets a session without a second factor through while mfa_required is on. */
  enrolGuard: MiddlewareHandler<AuthEnv>;
  /** The account paths' per-address budget (AUTH_LIMIT_PER_ADDRESS). */
  limit: MiddlewareHandler;
  bodyLimits: BodyLimits;
  trustProxy: number;
  /** The live session a request carries as its bearer token, if any (a step-up's answer). */
  callerSession: (c: Context) => Promise<CallerSession | undefined>;
}

type Body = Record<string, unknown>;

/**
 * Second factors and sign-in choices (issue 16; docs/api-mfa.md). The §7.6 calls that take a
 * challenge `token` in the body also work signed in, with the bearer session instead.
 */
export function mfaRoutes(d: MfaRoutesDeps) {
  const app = new Hono<AuthEnv>();
  const { json } = d.bodyLimits;
  const { guard, limit } = d;
  const address = (c: Context) => clientAddress(c, d.trustProxy);

  /** With a challenge token in the body: `challenge`; otherwise the bearer session's `signedIn`. */
  const either =
    (
      challenge: (body: Body, c: Context<AuthEnv>) => Promise<object>,
      signedIn: (auth: AuthContext, body: Body) => Promise<object>,
    ) =>
    async (c: Context<AuthEnv>) => {
      const body = await readJson(c);
      if (typeof body.token === 'string' && body.token !== '') return c.json(await challenge(body, c));
      let answer: object = {};
      await guard(c, async () => {
        answer = await signedIn(c.get('auth'), body);
      });
      return c.json(answer);
    };

  app.post('/v1/taxpayer/mfa/send_otp', json, limit, async (c) =>
    c.json(await d.signIn.sendOtp(await readJson(c))),
  );
  // The MFA dialog of a step-up sends the limited session's token too: it becomes full (issue 25).
  app.post('/v1/taxpayer/mfa_authenticate', json, limit, async (c) =>
    c.json(await d.signIn.authenticate(await readJson(c), address(c), await d.callerSession(c))),
  );
  app.post('/v1/taxpayer/mfa/step_up', json, limit, d.enrolGuard, async (c) =>
    c.json(await d.stepUp.stepUp(c.get('auth'))),
  );
  app.post('/v1/taxpayer/mfa/confirm_phone', json, limit, async (c) =>
    c.json(await d.phoneCheck.confirmPhone(await readJson(c), address(c))),
  );
  app.post(
    '/v1/taxpayer/google_2fa/generate',
    json,
    limit,
    either(d.signIn.generate, (auth) => d.security.generate(auth)),
  );
  app.post(
    '/v1/taxpayer/google_2fa/enable',
    json,
    limit,
    either(async (body, c) => d.signIn.enable(body, await d.callerSession(c)), d.security.enable),
  );
  app.put('/v1/taxpayer/preferred_mfa', json, limit, either(d.signIn.prefer, d.security.prefer));

  app.get('/v1/taxpayers/mfa_settings', guard, async (c) =>
    c.json(await d.security.settingsDocument(c.get('auth'))),
  );
  app.put('/v1/taxpayers/mfa_settings', json, guard, async (c) =>
    c.json(await d.security.setFactor(c.get('auth'), await readJson(c))),
  );
  app.post('/v1/taxpayers/recovery_codes', json, guard, async (c) =>
    c.json(await d.security.regenerateCodes(c.get('auth'), await readJson(c))),
  );
  app.post('/v1/taxpayers/reauthenticate', json, limit, guard, async (c) =>
    c.json(await d.changes.reauthenticate(c.get('auth'), await readJson(c), address(c))),
  );
  app.post('/v1/taxpayers/reauthenticate/send_otp', json, limit, guard, async (c) =>
    c.json(await d.changes.sendReauthOtp(c.get('auth'), await readJson(c))),
  );
  app.put('/v1/taxpayers/change_pin', json, guard, async (c) =>
    c.json(await d.changes.changePin(c.get('auth'), await readJson(c))),
  );
  app.post('/v1/taxpayers/change_mobile_number/send_otp', json, limit, guard, async (c) =>
    c.json(await d.changes.sendNewNumberOtp(c.get('auth'), await readJson(c))),
  );
  app.put('/v1/taxpayers/change_mobile_number', json, limit, guard, async (c) =>
    c.json(await d.changes.changeMobile(c.get('auth'), await readJson(c), address(c))),
  );
  return app;
}
