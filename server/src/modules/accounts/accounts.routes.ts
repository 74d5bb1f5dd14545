import { Hono, type MiddlewareHandler } from 'hono';
import { addressLimit } from './address-limit';
import type { AuthEnv } from '../../http/auth-guard';
import type { BodyLimits } from '../../http/body-limits';
import { clientAddress } from '../../http/client-address';
import { languageFromHeader } from '../../http/i18n/request-language';
import { readJson } from '../../http/read-json';
import type { RateLimiter } from '../auth/rate-limiter';
import type { createLoginService } from './login.service';
import type { createPasswordResetService } from './password-reset.service';
import type { createProfileService } from './profile.service';
import type { createSignupService } from './signup.service';
import { uploadRoutes } from './upload.routes';
import type { UploadsService } from './uploads.service';

export interface AccountsRoutesDeps {
  signup: ReturnType<typeof createSignupService>;
  login: ReturnType<typeof createLoginService>;
  reset: ReturnType<typeof createPasswordResetService>;
  profile: ReturnType<typeof createProfileService>;
  uploads: UploadsService;
  limiter: RateLimiter;
  guard: MiddlewareHandler<AuthEnv>;
  /** The guard that lets a session without a second factor through while mfa_required is on. */
  enrolGuard: MiddlewareHandler<AuthEnv>;
  bodyLimits: BodyLimits;
  revokeSession: (sessionId: number) => Promise<void>;
  /** Proxies in front that append to X-Forwarded-For (TRUST_PROXY). */
  trustProxy: number;
  /** One budget per address for every path here: AUTH_LIMIT_PER_ADDRESS requests per window. */
  perAddress: { group: string; limit: number; windowMs: number };
}

/** §7.6 account paths: sign-up, sign-in, forgot password, profile, password, logout, uploads. */
export function accountsRoutes(d: AccountsRoutesDeps) {
  const app = new Hono<AuthEnv>();
  const { group, ...perAddress } = d.perAddress;
  const { guard } = d;
  const { json } = d.bodyLimits;
  const limit = addressLimit(d.limiter, group, { ...perAddress, trustProxy: d.trustProxy });
  const post = (path: string, handle: (body: Record<string, unknown>, address: string) => Promise<object>) =>
    app.post(path, json, limit, async (c) =>
      c.json(await handle(await readJson(c), clientAddress(c, d.trustProxy))),
    );

  app.post('/v1/taxpayers/register', json, limit, async (c) =>
    c.json(await d.signup.register(await readJson(c), languageFromHeader(c.req.header('Accept-Language')))),
  );
  post('/v1/taxpayer/resend_otp', (b) => d.signup.resendOtp(b));
  post('/v1/taxpayers/verify', (b, address) => d.signup.verify(b, address));
  post('/v1/taxpayers/activate_account', (b) => d.signup.activateEmail(b));
  post('/v1/taxpayers/forgot_password', (b) => d.reset.forgotPassword(b));
  post('/v1/taxpayer/send_login_otp', (b) => d.login.sendLoginOtp(b));
  post('/v1/taxpayers/resend_forgot_password_otp', (b) => d.reset.resendOtp(b));
  post('/v1/taxpayers/forgot_password_validate_otp', (b, address) => d.reset.validateOtp(b, address));
  post('/v1/taxpayers/forgot_password_change_otp', (b, address) => d.reset.changeWithOtp(b, address));
  post('/v1/taxpayers/forgot_password_change', (b, address) => d.reset.changeWithLink(b, address));

  // Sign-in applies the address budget itself, to failures only: behind a carrier's NAT a busy
  // address must not refuse someone's right password.
  app.post('/v1/taxpayer/authenticate', json, async (c) =>
    c.json(await d.login.authenticate(await readJson(c), clientAddress(c, d.trustProxy))),
  );

  app.get('/v1/taxpayers/profile', guard, async (c) => c.json(await d.profile.get(c.get('auth').taxpayerId)));
  app.put('/v1/taxpayers/update/profile', json, guard, async (c) => {
    const { taxpayerId, sessionId } = c.get('auth');
    return c.json(await d.profile.update(taxpayerId, await readJson(c), sessionId));
  });
  app.put('/v1/taxpayers/profile/language', json, guard, async (c) =>
    c.json(await d.profile.setLanguage(c.get('auth').taxpayerId, await readJson(c))),
  );
  // It checks the current password: the address budget of the other password paths applies.
  app.put('/v1/taxpayers/change_password', json, limit, guard, async (c) => {
    const { taxpayerId, sessionId } = c.get('auth');
    return c.json(await d.profile.changePassword(taxpayerId, sessionId, await readJson(c)));
  });
  // Signing out is always allowed, also to a session that must pass a second factor first.
  app.post('/v1/taxpayer/logout', json, d.enrolGuard, async (c) => {
    await d.revokeSession(c.get('auth').sessionId);
    return c.json({ message: 'You have been logged out.' });
  });
  app.route('/', uploadRoutes({ uploads: d.uploads, guard, limit: d.bodyLimits.upload }));
  return app;
}
