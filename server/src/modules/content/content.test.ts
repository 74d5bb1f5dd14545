import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings, siteServices } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CMS_TYPES } from './content.service';

interface Doc<A = Record<string, unknown>> {
  data: {
    type: string;
    id: string;
    attributes: A;
    relationships?: Record<string, { data: { id: string }[] }>;
  }[];
}
interface One<A = Record<string, unknown>> {
  data: Doc<A>['data'][number];
  included?: Doc['data'];
}
interface ModuleAttrs {
  name: string;
  is_active: boolean;
  sequence: number;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string, headers?: Record<string, string>) => t.app.request(path, { headers });
const getJson = async <T>(path: string) => {
  const res = await get(path);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};

describe('GET /api/v1/taxpayers/cms', () => {
  it('serves every content type of §3 as a JSON:API list', async () => {
    const res = await get('/api/v1/taxpayers/cms');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.api+json');
    const doc = (await res.json()) as Doc<{ type: string; body: string }>;
    expect(doc.data.map((e) => e.attributes.type).sort()).toEqual([...CMS_TYPES].sort());
    expect(doc.data.every((e) => e.type === 'cms')).toBe(true);
  });

  it('carries every COMPONENTS flag in a JSON-string body', async () => {
    const doc = await getJson<Doc<{ type: string; body: string }>>('/api/v1/taxpayers/cms');
    const components = doc.data.find((e) => e.attributes.type === 'COMPONENTS');
    const flags = JSON.parse(components?.attributes.body ?? '{}') as Record<string, unknown>;
    expect(Object.keys(flags)).toEqual(
      expect.arrayContaining([
        'SMART_CITY_HEADER',
        'SMART_CITY_TRANSACTION_HISTORY',
        'E_COMMERCE_COMING_SOON',
        'E_SERVICES_COMING_SOON',
        'E_BILLS_COMING_SOON',
        'E_GOVERNMENT_COMING_SOON',
        'FOOTER_FORMS',
        'TERMS_AND_CONDITION',
        'IMPORTANT_ANNOUNCEMENT',
        'RPTAX',
        'TAXPAYER_USERNAME',
        'EMAIL_LOGIN',
      ]),
    );
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/api/v1/taxpayers/cms');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/api/v1/taxpayers/cms', { 'If-None-Match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const stale = await get('/api/v1/taxpayers/cms', { 'If-None-Match': '"something-else"' });
    expect(stale.status).toBe(200);
  });

  it('serves an operator edit once the cache is cleared', async () => {
    const before = await get('/api/v1/taxpayers/cms');
    await t.services.content.setContentValue('COMPONENTS', 'EMAIL_LOGIN', true);
    t.cache.clear();
    const after = await get('/api/v1/taxpayers/cms');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    const doc = (await after.json()) as Doc<{ type: string; body: string }>;
    const components = doc.data.find((e) => e.attributes.type === 'COMPONENTS');
    expect(JSON.parse(components?.attributes.body ?? '{}')).toMatchObject({ EMAIL_LOGIN: true });
  });
});

describe('GET /api/v1/taxpayers/module_systems', () => {
  it('lists only active modules, sorted by sequence', async () => {
    const doc = await getJson<Doc<ModuleAttrs>>('/api/v1/taxpayers/module_systems');
    const attrs = doc.data.map((m) => m.attributes);
    expect(attrs.length).toBeGreaterThan(0);
    expect(attrs.every((m) => m.is_active)).toBe(true);
    const sequences = attrs.map((m) => m.sequence);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    expect(attrs.map((m) => m.name)).not.toContain('EBPLS');
  });

  it('serves one module with its transaction types as included applicationStatuses', async () => {
    const doc = await getJson<One<ModuleAttrs>>('/api/v1/taxpayers/module_systems/3');
    expect(doc.data).toMatchObject({ type: 'module_systems', id: '3', attributes: { name: 'BPLS' } });
    const linked = doc.data.relationships?.applicationStatuses?.data.map((s) => s.id);
    expect(linked?.length).toBeGreaterThan(0);
    expect(doc.included?.map((s) => s.id)).toEqual(linked);
    expect(doc.included?.[0]).toMatchObject({
      type: 'application_statuses',
      attributes: { system_module_id: 3, name: 'NEW', amount: '0.00' },
    });
  });

  it('serves an inactive module by id', async () => {
    const doc = await getJson<One<ModuleAttrs>>('/api/v1/taxpayers/module_systems/5');
    expect(doc.data.attributes).toMatchObject({ name: 'EBPLS', is_active: false });
    expect(doc.included?.length).toBeGreaterThan(0);
  });

  it('answers 404 JSON for an unknown id', async () => {
    const res = await get('/api/v1/taxpayers/module_systems/999999');
    expect(res.status).toBe(404);
    const body = (await res.json()) as { errors: { detail: string }[] };
    expect(body.errors[0]?.detail).toBe('Service not found');
  });

  it('answers 422 naming id for a non-numeric id', async () => {
    const res = await get('/api/v1/taxpayers/module_systems/abc');
    expect(res.status).toBe(422);
    const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.errors.id).toEqual(['The id must be a number']);
    expect(body.message).toBe('The id must be a number');
  });
});

describe('GET /api/v1/site_e_services_menu', () => {
  type Service = { name: string; sequence: number; status: number };
  const names = (doc: Doc<Service>) => doc.data.map((s) => s.attributes.name);

  it('lists the home-page services by sequence by default', async () => {
    const doc = await getJson<Doc<Service>>('/api/v1/site_e_services_menu');
    expect(doc.data[0]?.attributes.name).toBe('E-Government');
    const sequences = doc.data.map((s) => s.attributes.sequence);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
  });

  it('orders by name descending on request', async () => {
    const doc = await getJson<Doc<Service>>('/api/v1/site_e_services_menu?order_by=name&sort_by=desc');
    expect(names(doc)).toEqual([...names(doc)].sort().reverse());
  });

  it('filters by status', async () => {
    await t.database.db.update(siteServices).set({ status: 0 }).where(eq(siteServices.name, 'E-Wallet'));
    t.cache.clear();
    const shown = await getJson<Doc<Service>>(
      '/api/v1/site_e_services_menu?order_by=sequence&sort_by=asc&status=1',
    );
    const hidden = await getJson<Doc<Service>>('/api/v1/site_e_services_menu?status=0');
    expect(names(shown)).not.toContain('E-Wallet');
    expect(names(hidden)).toEqual(['E-Wallet']);
  });

  it('lists E-MRID only once the LGU has set its identity-card service (mrid_redirect_url)', async () => {
    t.cache.clear();
    expect(names(await getJson<Doc<Service>>('/api/v1/site_e_services_menu'))).not.toContain('E-MRID');
    await t.database.db
      .insert(settings)
      .values({ key: 'mrid_redirect_url', value: 'https://mrid.example.gov.ph/start' });
    t.cache.clear();
    expect(names(await getJson<Doc<Service>>('/api/v1/site_e_services_menu'))).toContain('E-MRID');
    await t.database.db.delete(settings).where(eq(settings.key, 'mrid_redirect_url'));
    t.cache.clear();
  });

  it.each([
    ['order_by=colour', 'order_by'],
    ['sort_by=up', 'sort_by'],
    ['status=2', 'status'],
  ])('answers 422 naming the field for %s', async (query, field) => {
    const res = await get(`/api/v1/site_e_services_menu?${query}`);
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual([field]);
  });
});

describe('GET /api/v1/taxpayers/site_pages/{slug}', () => {
  it('serves an information page with its sections', async () => {
    const doc = await getJson<One<{ title: string; sections: { heading: string }[] }>>(
      '/api/v1/taxpayers/site_pages/about',
    );
    expect(doc.data.id).toBe('about');
    expect(doc.data.attributes.title).toBe('About');
    expect(doc.data.attributes.sections[0]?.heading).toBeTruthy();
  });

  it('answers 404 for an unknown page', async () => {
    const res = await get('/api/v1/taxpayers/site_pages/no-such-page');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { errors: { detail: string }[] }).errors[0]?.detail).toBe('Page not found');
  });
});
