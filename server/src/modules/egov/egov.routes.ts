import { Hono, type MiddlewareHandler } from 'hono';
import type { AuthEnv } from '../../http/auth-guard';
import { document, resource } from '../../http/json-api';
import type { createEgovService } from './egov.service';

/** `GET /api/v1/taxpayers/check_rptax_api` and `GET /api/v1/taxpayers/mrid_redirect`. */
export function egovRoutes({
  egov,
  guard,
}: {
  egov: ReturnType<typeof createEgovService>;
  guard: MiddlewareHandler<AuthEnv>;
}) {
  const app = new Hono<AuthEnv>();
  app.get('/v1/taxpayers/check_rptax_api', async (c) =>
    c.json(document(resource('rptax_api', 1, await egov.rptaxApiAvailable()))),
  );
  app.get('/v1/taxpayers/mrid_redirect', guard, async (c) =>
    c.json(
      document(
        resource('mrid_redirect', 1, { redirect_url: await egov.mridRedirect(c.get('auth').taxpayerId) }),
      ),
    ),
  );
  return app;
}
