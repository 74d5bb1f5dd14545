import { Hono } from 'hono';
import type { BodyLimits } from '../../http/body-limits';
import { clientAddress } from '../../http/client-address';
import { languageFromHeader } from '../../http/i18n/request-language';
import { readJson } from '../../http/read-json';
import { addressLimit } from '../accounts/address-limit';
import type { RateLimiter } from '../auth/rate-limiter';
import type { createGmpLinkService } from './gmp-link.service';
import type { createGmpSignOnService } from './gmp-sign-on.service';

/** §7.6 GCash paths: gmp_sso_auth, gmp_send_otp and gmp_authenticate (docs/api-wallet.md). */
export function walletRoutes(d: {
  gmp: ReturnType<typeof createGmpSignOnService>;
  link: ReturnType<typeof createGmpLinkService>;
  limiter: RateLimiter;
  bodyLimits: BodyLimits;
  trustProxy: number;
  /** The account paths' budget per address, shared with sign-in and sign-up. */
  perAddress: { group: string; limit: number; windowMs: number };
}) {
  const app = new Hono();
  const { group, ...perAddress } = d.perAddress;
  const limit = addressLimit(d.limiter, group, { ...perAddress, trustProxy: d.trustProxy });
  const { json } = d.bodyLimits;

  app.post('/v1/taxpayer/gmp_sso_auth', json, limit, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(
      await d.gmp.ssoAuth(await readJson(c), languageFromHeader(c.req.header('Accept-Language'))),
    );
  });
  app.post('/v1/taxpayer/gmp_send_otp', json, limit, async (c) =>
    c.json(await d.link.sendOtp(await readJson(c))),
  );
  app.post('/v1/taxpayer/gmp_authenticate', json, limit, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await d.link.authenticate(await readJson(c), clientAddress(c, d.trustProxy)));
  });
  return app;
}
