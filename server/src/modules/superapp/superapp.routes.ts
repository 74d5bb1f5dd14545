import { Hono, type MiddlewareHandler } from 'hono';
import type { AuthEnv } from '../../http/auth-guard';
import { clientAddress } from '../../http/client-address';
import { readJson } from '../../http/read-json';
import type { createMobileAuthService } from './mobile-auth.service';
import type { createSuperAppLinkService } from './super-app-link.service';
import type { createSuperAppPasswordService } from './super-app-password.service';
import type { createSuperAppSignOnService } from './super-app-sign-on.service';

export interface SuperAppRoutesDeps {
  signOn: ReturnType<typeof createSuperAppSignOnService>;
  link: ReturnType<typeof createSuperAppLinkService>;
  password: ReturnType<typeof createSuperAppPasswordService>;
  mobileAuth: ReturnType<typeof createMobileAuthService>;
  guard: MiddlewareHandler<AuthEnv>;
  json: MiddlewareHandler;
  /** The account paths' per-address budget (AUTH_LIMIT_PER_ADDRESS). */
  limit: MiddlewareHandler;
  trustProxy: number;
}

/** §7.6: super-app sign-on, its account proof, /create-password-superapp's calls and mobile_auth. */
export function superAppRoutes(d: SuperAppRoutesDeps) {
  const app = new Hono<AuthEnv>();
  const { json, limit, guard } = d;
  app.post('/v1/taxpayer/super_app_sso_auth', json, limit, async (c) =>
    c.json(await d.signOn.signOn(await readJson(c))),
  );
  app.post('/v1/taxpayer/super_app_authenticate', json, limit, async (c) =>
    c.json(await d.link.authenticate(await readJson(c), clientAddress(c, d.trustProxy))),
  );
  app.post('/v1/taxpayer/super_app_send_otp', json, limit, async (c) =>
    c.json(await d.link.sendOtp(await readJson(c))),
  );
  app.get('/v1/taxpayers/super_app_link', guard, async (c) =>
    c.json(await d.password.status(c.get('auth').taxpayerId)),
  );
  app.put('/v1/taxpayers/create_password_superapp', json, guard, async (c) =>
    c.json(await d.password.setPassword(c.get('auth').taxpayerId, await readJson(c))),
  );
  // Like /taxpayer/authenticate, sign-in counts the address budget on failures only.
  app.post('/v1/mobile_auth', json, async (c) =>
    c.json(await d.mobileAuth.authenticate(await readJson(c), clientAddress(c, d.trustProxy))),
  );
  return app;
}
