import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxpayers } from '../../db/auth-schema';
import { settings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(mobile: string, isResident: number) {
  const [row] = await t.database.db
    .insert(taxpayers)
    .values({
      mobileNumber: mobile,
      passwordHash: 'x',
      status: 'active',
      firstName: 'A',
      lastName: 'B',
      isResident,
    })
    .returning({ id: taxpayers.id });
  const session = await t.infrastructure.sessions.create(row?.id ?? 0);
  return { Authorization: `Bearer ${session.token}` };
}

const set = (key: string, value: string) =>
  t.database.db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });

describe('GET /api/v1/taxpayers/check_rptax_api', () => {
  it('reports available when the LGU does not gate E-Government', async () => {
    const res = await t.app.request('/api/v1/taxpayers/check_rptax_api');
    expect(
      ((await res.json()) as { data: { attributes: { is_available: boolean } } }).data.attributes
        .is_available,
    ).toBe(true);
  });

  it('reports unavailable when the LGU gates it and the API is marked down', async () => {
    await set('rptax_api_check', 'true');
    await set('rptax_api_available', 'false');
    const res = await t.app.request('/api/v1/taxpayers/check_rptax_api');
    expect(
      ((await res.json()) as { data: { attributes: { is_available: boolean } } }).data.attributes
        .is_available,
    ).toBe(false);
    await set('rptax_api_available', 'true');
    const again = await t.app.request('/api/v1/taxpayers/check_rptax_api');
    expect(
      ((await again.json()) as { data: { attributes: { is_available: boolean } } }).data.attributes
        .is_available,
    ).toBe(true);
  });
});

describe('GET /api/v1/taxpayers/mrid_redirect', () => {
  it('needs a session', async () => {
    expect((await t.app.request('/api/v1/taxpayers/mrid_redirect')).status).toBe(401);
  });

  it('refuses a non-resident', async () => {
    const res = await t.app.request('/api/v1/taxpayers/mrid_redirect', {
      headers: await signedIn('639170000101', 0),
    });
    expect(res.status).toBe(403);
  });

  it("gives a resident the LGU's identity-card link once configured", async () => {
    const headers = await signedIn('639170000102', 1);
    expect((await t.app.request('/api/v1/taxpayers/mrid_redirect', { headers })).status).toBe(404);
    await set('mrid_redirect_url', 'https://mrid.example.gov.ph/start');
    const res = await t.app.request('/api/v1/taxpayers/mrid_redirect', { headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      data: { attributes: { redirect_url: 'https://mrid.example.gov.ph/start' } },
    });
  });
});
