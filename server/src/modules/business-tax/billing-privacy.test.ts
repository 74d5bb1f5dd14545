import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BINS } from '../../db/seed/demo-btax-bills';
import { createTestClock } from '../../testing/test-clock';
import { createBillingTestApp, API, CSV, SEARCH, type BillingTestApp } from './billing-test-kit';

// What a BIN look-up tells any signed-in account, and how often (issue 10 item 11).

let t: BillingTestApp;
const clock = createTestClock();
beforeAll(async () => {
  t = await createBillingTestApp({ adapters: { now: clock.now } });
});
afterAll(() => t.close());

const bin = DEMO_BINS.apiQuarterly;
const quarterly = { bin, transaction_type: 'QUARTERLY', period: 4 };

interface ErrorJson {
  message: string;
  errors: { status: string; detail: string }[];
}

describe('a business tax look-up', () => {
  it("masks the owner's name and sends neither the address nor the account number", async () => {
    const { headers } = await t.signIn();
    const answers = [
      await t.get(API, { bin, year: t.year, period: 2 }, headers),
      await t.get(SEARCH, quarterly, headers),
      await t.get(CSV, { bin: DEMO_BINS.csvCurrent }, headers),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      const text = await res.text();
      // The seeded bills' address and ACC-… account numbers, and NENA REYES / the CSV owner.
      expect(text).not.toMatch(/Rizal Avenue|Poblacion|ACC-\d|"address"|"account_number"/);
      const owner = /"owner_name":"([^"]*)"/.exec(text)?.[1];
      expect(owner).toMatch(/^(\p{L}\*\*\*)( \p{L}\*\*\*)*$/u);
    }
    const search = (await (await t.get(SEARCH, quarterly, headers)).json()) as {
      data: { attributes: Record<string, unknown> };
    };
    expect(search.data.attributes).toMatchObject({
      owner_name: 'N*** R***',
      account_name: 'SARI-SARI NI ALING NENA',
      ownership: expect.any(String) as unknown,
    });
  });

  it('is limited to 30 a minute per account, with 429, Retry-After and the §8 body', async () => {
    const payer = await t.signIn();
    for (let i = 0; i < 30; i++) expect((await t.get(SEARCH, quarterly, payer.headers)).status).toBe(200);
    const refused = await t.get(SEARCH, quarterly, payer.headers);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('Retry-After'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    const body = (await refused.json()) as ErrorJson;
    expect(body.message).toMatch(/^Too many business tax look-ups\. Please try again in \d+ seconds?\.$/);
    expect(body.errors[0]).toMatchObject({ status: '429', detail: body.message });

    // Another account is not affected; this one may look up again once the minute has passed.
    expect((await t.get(SEARCH, quarterly, (await t.signIn()).headers)).status).toBe(200);
    clock.advanceSeconds(61);
    expect((await t.get(SEARCH, quarterly, payer.headers)).status).toBe(200);
  });

  it('counts every billing path, creating a billing included', async () => {
    const payer = await t.signIn();
    for (let i = 0; i < 30; i++) await t.get(CSV, { bin: DEMO_BINS.csvCurrent }, payer.headers);
    const paths: [string, string, Record<string, string | number>][] = [
      ['GET', API, { bin, year: t.year, period: 2 }],
      ['GET', CSV, { bin: DEMO_BINS.csvCurrent }],
      ['GET', '/v1/taxpayers/btax_billing_manual_imports', { bin: DEMO_BINS.manualNew, year: t.year }],
      ['GET', '/v1/taxpayers/btax_billing_manual_imports/inquire_year', { bin: DEMO_BINS.manualNew }],
      ['GET', SEARCH, quarterly],
      ['POST', '/v1/taxpayers/business_taxes/billings_from_api_imports', { bin, year: t.year, period: 2 }],
      ['POST', '/v1/taxpayers/business_taxes/billings_from_csv_imports', { bin: DEMO_BINS.csvCurrent }],
      ['POST', '/v1/taxpayers/btax_billing_manual_imports', { bin: DEMO_BINS.manualNew, year: t.year }],
      ['POST', '/temp/taxpayers/business_tax/create_billing', quarterly],
    ];
    for (const [method, path, values] of paths) {
      const res =
        method === 'GET'
          ? await t.get(path, values, payer.headers)
          : await t.post(path, values, payer.headers);
      expect([method, path, res.status]).toEqual([method, path, 429]);
    }
  });
});
