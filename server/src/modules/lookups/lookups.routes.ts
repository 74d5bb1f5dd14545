import { Hono } from 'hono';
import * as v from 'valibot';
import { document, resource } from '../../http/json-api';
import type { JsonCache } from '../../http/json-cache';
import { parseWith } from '../../http/parse-with';
import { sendCached } from '../../http/send-cached';
import type { LookupsService } from './lookups.service';
import type { PlaceIndex } from './place-index';

const numericId = (name: string) =>
  v.pipe(v.string(), v.regex(/^\d{1,9}$/, `${name} must be a number`), v.transform(Number));

const feesQuery = v.object({ office_id: v.optional(numericId('office_id')) });
const lineParam = v.object({ id: numericId('id') });
const code = (name: string) => v.pipe(v.string(), v.regex(/^[\w-]{1,20}$/, `${name} must be a place code`));
const barangaysQuery = v.object({ municipality_code: v.optional(code('municipality_code')) });
const placesQuery = v.object({
  level: v.picklist(['region', 'province', 'municipality'], 'level must be region, province or municipality'),
  parent_code: v.optional(code('parent_code')),
});

/** §7.4 lookup lists under /api/v1/taxpayers/. */
export function lookupsRoutes({
  lookups,
  cache,
  placeIndex,
  placesCache,
}: {
  lookups: LookupsService;
  cache: JsonCache;
  placeIndex: () => Promise<PlaceIndex>;
  /** The regions, provinces, cities and barangays lists (the PSGC cascade). */
  placesCache: JsonCache;
}) {
  const app = new Hono();
  const cachedList = (key: string, load: () => Promise<unknown>) =>
    app.get(`/v1/taxpayers/${key}`, async (c) => sendCached(c, await cache.get(key, load)));

  app.get('/v1/taxpayers/barangays', async (c) => {
    const { municipality_code } = parseWith(barangaysQuery, c.req.query());
    const cached = await placesCache.get(`barangays/${municipality_code ?? ''}`, async () =>
      document(
        (await placeIndex()).barangays(municipality_code).map((b) =>
          resource('barangays', b.id, {
            code: b.code,
            name: b.name,
            municipality_code: b.municipalityCode,
          }),
        ),
      ),
    );
    return sendCached(c, cached);
  });

  app.get('/v1/taxpayers/places', async (c) => {
    const { level, parent_code } = parseWith(placesQuery, c.req.query());
    const cached = await placesCache.get(`places/${level}/${parent_code ?? ''}`, async () =>
      document(
        (await placeIndex()).places(level, parent_code).map((p) =>
          resource('places', p.code, {
            code: p.code,
            name: p.name,
            level: p.level,
            parent_code: p.parentCode,
          }),
        ),
      ),
    );
    return sendCached(c, cached);
  });
  cachedList('offices', async () =>
    document((await lookups.offices()).map((o) => resource('offices', o.id, { name: o.name }))),
  );
  cachedList('organization_types', async () =>
    document(
      (await lookups.organizationTypes()).map((o) => resource('organization_types', o.id, { name: o.name })),
    ),
  );
  cachedList('line_businesses', async () =>
    document(
      (await lookups.lineBusinesses()).map((l) => resource('line_businesses', l.id, { name: l.name })),
    ),
  );
  cachedList('citizenships', async () =>
    document(
      (await lookups.citizenships()).map((x) =>
        resource('citizenships', x.id, { code: x.code, name: x.name }),
      ),
    ),
  );
  cachedList('billing_import', async () =>
    document(resource('billing_import', 1, { billing_source: await lookups.billingSource() })),
  );

  app.get('/v1/taxpayers/miscellaneous_fees', async (c) => {
    const { office_id } = parseWith(feesQuery, c.req.query());
    const cached = await cache.get(`miscellaneous_fees/${office_id ?? ''}`, async () =>
      document(
        (await lookups.miscellaneousFees(office_id)).map((f) =>
          resource('miscellaneous_fees', f.id, {
            account_title: f.accountTitle,
            name: f.name,
            amount: (f.amount / 100).toFixed(2),
            office_id: f.officeId,
            system_module_id: f.systemModuleId,
            application_status_id: f.applicationStatusId,
          }),
        ),
      ),
    );
    return sendCached(c, cached);
  });

  app.get('/v1/taxpayers/line_businesses/:id/nature_businesses', async (c) => {
    const { id } = parseWith(lineParam, c.req.param());
    const cached = await cache.get(`nature_businesses/${id}`, async () =>
      document(
        (await lookups.natureBusinesses(id)).map((n) =>
          resource('nature_businesses', n.id, { name: n.name, line_business_id: n.lineBusinessId }),
        ),
      ),
    );
    return sendCached(c, cached);
  });

  return app;
}
