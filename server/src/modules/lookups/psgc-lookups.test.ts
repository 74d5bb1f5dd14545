import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePlaces } from '../../db/places/ensure-places';
import { mobileNumbers } from '../../testing/accounts-client';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';
import { tinyPng } from '../../testing/tiny-png';

// The only test file that loads the whole PSGC (42,011 barangays): the others use the seed's sample.
let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
  await ensurePlaces(t.database.db);
}, 60_000);
afterAll(() => t.close());

type Place = { code: string; name: string; level: string };
async function list(path: string): Promise<Place[]> {
  const res = await t.app.request(`/api/v1/taxpayers/${path}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { attributes: Place }[] }).data.map((row) => row.attributes);
}
const regions = () => list('places?level=region');
const provinces = (region: string) => list(`places?level=province&parent_code=${region}`);
const cities = (province: string) => list(`places?level=municipality&parent_code=${province}`);
const barangays = (city: string) => list(`barangays?municipality_code=${city}`);
const named = (rows: Place[], name: string) => {
  const row = rows.find((r) => r.name === name);
  if (!row) throw new Error(`${name} is not among ${rows.map((r) => r.name).join(', ')}`);
  return row.code;
};

describe('the PSGC cascade', () => {
  it('lists the 18 regions, each with provinces, and no made-up demo codes', async () => {
    const all = await regions();
    expect(all).toHaveLength(18);
    expect(all.map((r) => r.code)).not.toContain('R04A');
    for (const region of all) expect((await provinces(region.code)).length, region.name).toBeGreaterThan(0);
  });

  it('reaches a barangay of Region I, far from the demo city', async () => {
    const ilocosNorte = named(
      await provinces(named(await regions(), 'Region I (Ilocos Region)')),
      'Ilocos Norte',
    );
    const laoag = named(await cities(ilocosNorte), 'City of Laoag');
    expect(await barangays(laoag)).toContainEqual(
      expect.objectContaining({ code: '0102812062', name: 'Bgy. No. 1, San Lorenzo' }),
    );
  });

  it('offers the NCR cities as its provinces, each its own city with its barangays', async () => {
    const ncr = await provinces(named(await regions(), 'National Capital Region (NCR)'));
    expect(ncr.map((p) => p.name)).toEqual(
      expect.arrayContaining(['City of Makati', 'Quezon City', 'Pateros']),
    );
    const makati = named(ncr, 'City of Makati');
    expect(await cities(makati)).toEqual([expect.objectContaining({ code: makati, name: 'City of Makati' })]);
    expect((await barangays(makati)).length).toBeGreaterThan(20);
    // Manila is chosen as itself (a place of birth) or by district (an address with a barangay).
    const manila = await cities(named(ncr, 'City of Manila'));
    expect(manila.map((c) => c.name)).toEqual(
      expect.arrayContaining(['City of Manila', 'Tondo I/II', 'Sampaloc']),
    );
    expect((await barangays(named(manila, 'Tondo I/II'))).length).toBeGreaterThan(100);
  });

  it('still has the demo city and its barangays in Laguna', async () => {
    const laguna = named(await provinces('0400000000'), 'Laguna');
    expect(named(await cities(laguna), 'Bayan Demo City')).toBe('BDC');
    expect((await barangays('BDC')).length).toBeGreaterThanOrEqual(10);
  });

  it('saves a profile born and living in Laoag', async () => {
    const { token } = await t.client.signUp(mobileNumbers(176_500_000)());
    const form = new FormData();
    form.append('file', new File([new Uint8Array(await tinyPng())], 'me.png', { type: 'image/png' }));
    const uploaded = await t.app.request('/api/v1/taxpayers/uploads', {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    });
    const photo = ((await uploaded.json()) as { data: { cdnUrl: string } }).data.cdnUrl;
    const laoag = { region_code: '0100000000', province_code: '0102800000', municipality_code: '0102812000' };
    const res = await t.client.put(
      '/v1/taxpayers/update/profile',
      {
        first_name: 'Maria',
        last_name: 'Agbayani',
        photo,
        birthdate: '1991-02-03',
        ...Object.fromEntries(Object.entries(laoag).map(([k, v]) => [`place_of_birth_${k}`, v])),
        ...laoag,
        barangay_code: '0102812062',
      },
      token,
    );
    expect(res.status).toBe(200);
    const saved = ((await res.json()) as { data: { attributes: Record<string, unknown> } }).data.attributes;
    expect(saved).toMatchObject({
      place_of_birth_province_name: 'Ilocos Norte',
      place_of_birth_municipality_name: 'City of Laoag',
      barangay_name: 'Bgy. No. 1, San Lorenzo',
      is_profile_complete: true,
    });
  });
});
