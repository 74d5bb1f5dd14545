import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BINS } from '../../db/seed/demo-btax-bills';
import { fieldErrors } from '../../testing/accounts-client';
import {
  createBillingTestApp,
  dataOf,
  API,
  CREATE_API,
  CREATE_CSV,
  CREATE_QUARTERLY,
  CSV,
  DELINQUENT,
  MANUAL,
  QUARTERLY,
  RENEWAL,
  SEARCH,
  type BillingTestApp,
} from './billing-test-kit';

// What a billing charges (issue 12): the owed total, an expired bill, and the 4th quarter as the
// whole year on every screen.
let t: BillingTestApp;
beforeAll(async () => {
  t = await createBillingTestApp();
});
afterAll(() => t.close());

const pay = { valid_id_to_present: 'PASSPORT' };

type Attributes = Record<string, unknown>;
const attributesOf = async (res: Response): Promise<Attributes> => {
  expect(res.status).toBeLessThan(300);
  const data = (await dataOf(res)) as { attributes: Attributes & { attributes?: Attributes } } | null;
  return data?.attributes.attributes ?? data?.attributes ?? {};
};

/** Creates the billing and answers the amount its transaction charges, in centavos. */
async function charged(path: string, body: Record<string, unknown>) {
  const { headers, taxpayerId } = await t.signIn();
  const res = await t.post(path, { ...body, ...pay }, headers);
  expect(res.status).toBe(201);
  const [row] = await t.transactionsOf(taxpayerId);
  return { attributes: await attributesOf(res), amount: row?.amount };
}

describe("the README's demo figures are what the portal shows and charges", () => {
  it('BIN 101-01-0001-0000002, two years back: ₱12,400.00 tax + ₱2,976.00 surcharge = ₱15,376.00', async () => {
    const body = { bin: DEMO_BINS.apiDelinquent, year: t.year - 2, period: 4 };
    const { headers } = await t.signIn();
    expect(await attributesOf(await t.get(API, body, headers))).toMatchObject({
      amount: '12400.00',
      surcharge: '2976.00',
      total_amount: '15376.00',
    });
    const { amount } = await charged(CREATE_API, { ...body, application_status_id: DELINQUENT });
    expect(amount).toBe(1_537_600);
  });

  it('CSV 202-02-0002-0000001: ₱8,600.50 tax, ₱9,460.55 owed and charged', async () => {
    const { headers } = await t.signIn();
    expect(await attributesOf(await t.get(CSV, { bin: DEMO_BINS.csvCurrent }, headers))).toMatchObject({
      amount: '8600.50',
      surcharge: '860.05',
      total_amount: '9460.55',
    });
    const { amount } = await charged(CREATE_CSV, {
      bin: DEMO_BINS.csvCurrent,
      application_status_id: QUARTERLY,
    });
    expect(amount).toBe(946_055);
  });
});

describe('the charged amount is the total_amount on every screen', () => {
  it('sums each installment’s total, surcharged or not', async () => {
    const bin = t.newBin();
    await t.addBills([
      { source: 'API', bin, year: t.year - 1, period: 1, amount: 10_000, extra: { total_amount: 12_500 } },
      { source: 'API', bin, year: t.year - 1, period: 2, amount: 10_000 },
    ]);
    const delinquent = await charged(CREATE_QUARTERLY, {
      bin,
      transaction_type: 'DELINQUENT',
      year: t.year - 1,
      application_status_id: DELINQUENT,
    });
    expect(delinquent.attributes).toMatchObject({
      amount: '200.00',
      surcharge: '25.00',
      total_amount: '225.00',
    });
    expect(delinquent.amount).toBe(22_500);
  });

  it('manual billing shows its breakdown beside billing_amount and charges the total', async () => {
    const bin = t.newBin();
    await t.addBills([
      { source: 'MANUAL', bin, year: t.year, period: 0, amount: 50_000, extra: { total_amount: 56_000 } },
    ]);
    const manual = await charged(MANUAL, { bin, year: t.year, application_status_id: RENEWAL });
    expect(manual.attributes).toMatchObject({
      billing_amount: '500.00',
      surcharge: '60.00',
      total_amount: '560.00',
    });
    expect(manual.amount).toBe(56_000);
  });
});

describe('an expired bill is refused, on the look-up and on Pay, saying what to do next', () => {
  it('the demo BIN 101-01-0001-0000005 (expired at the end of last year)', async () => {
    const { headers, taxpayerId } = await t.signIn();
    const query = { bin: DEMO_BINS.apiExpired, year: t.year - 1, period: 4 };
    const lookup = await t.get(API, query, headers);
    expect(lookup.status).toBe(422);
    expect((await fieldErrors(lookup)).bin?.[0]).toMatch(
      new RegExp(
        `^This bill expired on Dec 31, ${t.year - 1}: .*Ask the Treasurer's Office for an updated bill`,
      ),
    );
    const create = await t.post(CREATE_API, { ...query, application_status_id: DELINQUENT, ...pay }, headers);
    expect(create.status).toBe(422);
    expect(await t.transactionsOf(taxpayerId)).toEqual([]);
  });

  it('on every screen, when any installment it would charge has expired', async () => {
    const { headers } = await t.signIn();
    const bin = t.newBin();
    const yesterday = new Date(Date.now() - 86_400_000 * 2).toISOString().slice(0, 10);
    const later = `${t.year + 1}-12-31`;
    for (const source of ['API', 'CSV', 'MANUAL'] as const) {
      await t.addBills([
        { source, bin, year: t.year - 1, period: 3, amount: 10_000, expirationDate: yesterday },
        { source, bin, year: t.year - 1, period: 4, amount: 10_000, expirationDate: later },
      ]);
    }
    const refused = async (path: string, query: Record<string, string | number>) =>
      expect((await t.get(path, query, headers)).status).toBe(422);
    await refused(API, { bin, year: t.year - 1, period: 4 });
    await refused(CSV, { bin });
    await refused(MANUAL, { bin, year: t.year - 1, qtr_to: 4 });
    await refused(SEARCH, { bin, transaction_type: 'DELINQUENT', year: t.year - 1 });
  });
});

describe('the 4th quarter is the whole year on every screen', () => {
  it('API import, RENEWAL, BIN 101-01-0001-0000002 last year: all four quarters, not the 4th alone', async () => {
    const { attributes, amount } = await charged(CREATE_API, {
      bin: DEMO_BINS.apiDelinquent,
      year: t.year - 1,
      period: 4,
      application_status_id: RENEWAL,
    });
    expect(attributes).toMatchObject({
      qtr_from: 1,
      qtr_to: 4,
      amount: '12400.00',
      surcharge: '1240.00',
      total_amount: '13640.00',
    });
    expect(amount).toBe(1_364_000);
  });

  it('API import and Quarterly agree: this year from the first unpaid quarter through the 4th', async () => {
    const { headers } = await t.signIn();
    const bin = DEMO_BINS.apiQuarterly;
    const api = await attributesOf(await t.get(API, { bin, year: t.year, period: 4 }, headers));
    const quarterly = await attributesOf(
      await t.get(SEARCH, { bin, transaction_type: 'QUARTERLY', period: 4 }, headers),
    );
    for (const record of [api, quarterly])
      expect(record).toMatchObject({ qtr_from: 2, qtr_to: 4, total_amount: '11250.00' });
    const third = await attributesOf(await t.get(API, { bin, year: t.year, period: 3 }, headers));
    expect(third).toMatchObject({ qtr_from: 2, qtr_to: 3, total_amount: '7500.00' });
  });

  it('manual billing and Delinquent: every unpaid quarter of the year', async () => {
    const { headers } = await t.signIn();
    const manual = await attributesOf(
      await t.get(MANUAL, { bin: DEMO_BINS.manualRenewal, year: t.year, qtr_to: 4 }, headers),
    );
    expect(manual).toMatchObject({ payment_from: 1, payment_to: 4, total_amount: '8500.00' });
    const delinquent = await attributesOf(
      await t.get(
        SEARCH,
        { bin: DEMO_BINS.apiDelinquent, transaction_type: 'DELINQUENT', year: t.year - 1 },
        headers,
      ),
    );
    expect(delinquent).toMatchObject({ qtr_from: 1, qtr_to: 4, total_amount: '13640.00' });
  });
});
