import { Hono, type MiddlewareHandler } from 'hono';
import type { Db } from '../../db/client';
import type { AuthEnv } from '../../http/auth-guard';
import { document, resource } from '../../http/json-api';
import { parseRules } from '../../http/parse-rules';
import { bplsBillingOf } from './bpls-billing';

const RULES = { bin: 'required|btax_bin' } as const;
const LABELS = { bin: 'Business Identification Number (BIN)' };

/**
 * `GET /api/v1/taxpayers/occupational_health_permits/inquire_bpls_billing?bin=` (§7.3; its answer
 * is "not shown", docs/decisions.md): what the LGU's business billing says of the business an
 * occupational health permit names as the employer — its name, its owner masked, and whether this
 * year's billing is paid (`data: null` when no bill names the BIN, as every billing look-up
 * answers). Counted against the account's business tax look-up limit: it is a BIN look-up too.
 */
export function bplsBillingRoutes({
  db,
  now,
  guard,
  limit,
}: {
  db: Db;
  now: () => Date;
  guard: MiddlewareHandler<AuthEnv>;
  limit: MiddlewareHandler<AuthEnv>;
}) {
  const app = new Hono<AuthEnv>();
  app.get('/v1/taxpayers/occupational_health_permits/inquire_bpls_billing', guard, limit, async (c) => {
    const { bin } = parseRules(RULES, c.req.query(), { labels: LABELS });
    const billing = await bplsBillingOf(db, bin, now());
    return c.json(document(billing && resource('bpls_billings', billing.bin, billing)));
  });
  return app;
}
