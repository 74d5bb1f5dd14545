import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

type Row<A> = { type: string; id: string; attributes: A };
interface Doc<A> {
  data: Row<A>[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string) => t.app.request(`/api/v1/taxpayers/${path}`);
async function list<A>(path: string): Promise<Row<A>[]> {
  const res = await get(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/vnd.api+json');
  return ((await res.json()) as Doc<A>).data;
}
const errorsOf = async (res: Response) => ((await res.json()) as { errors: unknown }).errors;

describe('lookup lists under /api/v1/taxpayers/', () => {
  it('serves the barangays of the demo city', async () => {
    const rows = await list<{ code: string; name: string; municipality_code: string }>('barangays');
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows[0]).toMatchObject({ type: 'barangays', attributes: { municipality_code: 'BDC' } });
    const names = rows.map((r) => r.attributes.name);
    expect(names).toEqual([...names].sort());
  });

  it('serves the offices', async () => {
    const rows = await list<{ name: string }>('offices');
    expect(rows.map((r) => r.attributes.name)).toContain("City Treasurer's Office");
  });

  it('serves organization types, citizenships and lines of business', async () => {
    expect((await list<{ name: string }>('organization_types')).map((r) => r.attributes.name)).toContain(
      'SOLE PROPRIETORSHIP',
    );
    expect(await list<{ code: string; name: string }>('citizenships')).toContainEqual(
      expect.objectContaining({ attributes: { code: 'PH', name: 'FILIPINO' } }),
    );
    expect((await list<{ name: string }>('line_businesses')).map((r) => r.attributes.name)).toContain(
      'RETAIL',
    );
  });

  it('tells where bills come from', async () => {
    const res = await get('billing_import');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { data: Row<{ billing_source: string }> };
    expect(['CSV', 'MANUAL', 'API']).toContain(doc.data.attributes.billing_source);
  });
});

describe('GET /api/v1/taxpayers/miscellaneous_fees', () => {
  type Fee = { office_id: number; amount: string; account_title: string };

  it('lists every office’s fees without a filter, amounts in pesos', async () => {
    const fees = await list<Fee>('miscellaneous_fees');
    const offices = await list<{ name: string }>('offices');
    expect(new Set(fees.map((f) => f.attributes.office_id)).size).toBe(offices.length);
    expect(fees.every((f) => /^\d+\.\d{2}$/.test(f.attributes.amount))).toBe(true);
  });

  it('filters by office_id', async () => {
    const [office] = await list<{ name: string }>('offices');
    const fees = await list<Fee>(`miscellaneous_fees?office_id=${office?.id}`);
    expect(fees.length).toBeGreaterThan(0);
    expect(fees.every((f) => String(f.attributes.office_id) === office?.id)).toBe(true);
  });

  it('answers an empty list for an office without fees', async () => {
    expect(await list<Fee>('miscellaneous_fees?office_id=999999')).toEqual([]);
  });

  it('answers 422 naming office_id when it is not a number', async () => {
    const res = await get('miscellaneous_fees?office_id=treasury');
    expect(res.status).toBe(422);
    expect(await errorsOf(res)).toEqual({ office_id: ['office_id must be a number'] });
  });
});

describe('GET /api/v1/taxpayers/line_businesses/{id}/nature_businesses', () => {
  it('lists the natures of one line of business', async () => {
    const retail = (await list<{ name: string }>('line_businesses')).find(
      (l) => l.attributes.name === 'RETAIL',
    );
    const natures = await list<{ name: string; line_business_id: number }>(
      `line_businesses/${retail?.id}/nature_businesses`,
    );
    expect(natures.map((n) => n.attributes.name)).toContain('SARI-SARI STORE');
    expect(natures.every((n) => String(n.attributes.line_business_id) === retail?.id)).toBe(true);
  });

  it('answers 404 for an unknown line of business', async () => {
    const res = await get('line_businesses/999999/nature_businesses');
    expect(res.status).toBe(404);
    expect(await errorsOf(res)).toEqual([expect.objectContaining({ detail: 'Line of business not found' })]);
  });

  it('answers 422 naming id for a non-numeric line', async () => {
    const res = await get('line_businesses/retail/nature_businesses');
    expect(res.status).toBe(422);
    expect(await errorsOf(res)).toHaveProperty('id');
  });
});
