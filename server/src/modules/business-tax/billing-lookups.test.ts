import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  btaxApiLookup,
  btaxCsvLookup,
  btaxManualLookup,
  btaxSearchLookup,
  btaxUnpaidYears,
} from '@/domain/contracts/business-tax';
import { DEMO_BINS } from '../../db/seed/demo-btax-bills';
import { fieldErrors } from '../../testing/accounts-client';
import { createBillingTestApp, API, CSV, MANUAL, SEARCH, type BillingTestApp } from './billing-test-kit';

let t: BillingTestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createBillingTestApp();
});
// A new payer per test: each account may look up 30 bills a minute (billing-privacy.test.ts).
beforeEach(async () => {
  auth = (await t.signIn()).headers;
});
afterAll(() => t.close());

async function read<S extends v.GenericSchema>(schema: S, res: Response): Promise<v.InferOutput<S>> {
  expect(res.status).toBe(200);
  return v.parse(schema, await res.json());
}

describe(`GET ${API}`, () => {
  it('needs a signed-in taxpayer', async () => {
    expect((await t.get(API, { bin: DEMO_BINS.apiQuarterly, year: t.year, period: 2 })).status).toBe(401);
  });

  it('answers the bill of the year and period asked', async () => {
    const doc = await read(
      btaxApiLookup,
      await t.get(API, { bin: DEMO_BINS.apiQuarterly, year: t.year, period: 2 }, auth),
    );
    expect(doc.data?.attributes).toMatchObject({
      bin: DEMO_BINS.apiQuarterly,
      amount: '3750.00',
      amount_human: '₱3,750.00',
      total_amount: '3750.00',
      account_name: 'SARI-SARI NI ALING NENA',
      qtr_from: 2,
      qtr_to: 2,
      mode_of_payment_1: 'QUARTERLY',
    });
  });

  it('answers data: null for a paid bill and for a BIN with nothing due', async () => {
    const paid = await read(
      btaxApiLookup,
      await t.get(API, { bin: DEMO_BINS.apiQuarterly, year: t.year, period: 1 }, auth),
    );
    expect(paid.data).toBeNull();
    const none = await read(
      btaxApiLookup,
      await t.get(API, { bin: DEMO_BINS.apiNothingDue, year: t.year, period: 4 }, auth),
    );
    expect(none.data).toBeNull();
  });

  it('finds a whole-year bill under the 4th quarter, with its surcharged total', async () => {
    const doc = await read(
      btaxApiLookup,
      await t.get(API, { bin: DEMO_BINS.apiDelinquent, year: t.year - 2, period: 4 }, auth),
    );
    expect(doc.data?.attributes).toMatchObject({
      amount: '12400.00',
      total_amount: '15376.00',
      qtr_from: 1,
      qtr_to: 4,
    });
  });

  it('names bin, year and period when they are missing or out of range', async () => {
    expect(Object.keys(await fieldErrors(await t.get(API, {}, auth))).sort()).toEqual([
      'bin',
      'period',
      'year',
    ]);
    const errors = await fieldErrors(await t.get(API, { bin: '12345', year: 1969, period: 5 }, auth));
    expect(errors.bin?.[0]).toContain('Business Identification Number (BIN)');
    expect(errors.year).toBeDefined();
    expect(errors.period).toBeDefined();
  });

  it('drops year and period when BTAX_WITHOUT_YEAR_FILTER / BTAX_WITHOUT_PERIOD_FILTER are on', async () => {
    await t.setFlag('BTAX_WITHOUT_YEAR_FILTER', true);
    await t.setFlag('BTAX_WITHOUT_PERIOD_FILTER', true);
    try {
      const doc = await read(btaxApiLookup, await t.get(API, { bin: DEMO_BINS.apiQuarterly }, auth));
      // The oldest unpaid bill: the 1st quarter is paid, so the 2nd.
      expect(doc.data?.attributes.qtr_from).toBe(2);
    } finally {
      await t.setFlag('BTAX_WITHOUT_YEAR_FILTER', false);
      await t.setFlag('BTAX_WITHOUT_PERIOD_FILTER', false);
    }
  });

  it('only requires the BIN in free-text mode (BTAX_BIN_INPUT_FREE_TEXT)', async () => {
    const query = { bin: 'lgu-77/abc', year: t.year, period: 1 };
    expect((await fieldErrors(await t.get(API, query, auth))).bin).toBeDefined();
    await t.setFlag('BTAX_BIN_INPUT_FREE_TEXT', true);
    try {
      const [bill] = await t.addBills([
        { source: 'API', bin: 'LGU-77/ABC', year: t.year, period: 1, amount: 10_000 },
      ]);
      const doc = await read(btaxApiLookup, await t.get(API, query, auth));
      expect(doc.data?.id).toBe(String(bill?.id));
    } finally {
      await t.setFlag('BTAX_BIN_INPUT_FREE_TEXT', false);
    }
  });
});

describe(`GET ${CSV}`, () => {
  it('nests the record under attributes', async () => {
    const doc = await read(btaxCsvLookup, await t.get(CSV, { bin: DEMO_BINS.csvCurrent }, auth));
    expect(doc.data?.attributes.bin).toBe(DEMO_BINS.csvCurrent);
    expect(doc.data?.attributes.attributes).toMatchObject({ amount: '8600.50', total_amount: '9460.55' });
  });

  it('offers the oldest unpaid year first and hides paid bills', async () => {
    const doc = await read(btaxCsvLookup, await t.get(CSV, { bin: DEMO_BINS.csvDelinquent }, auth));
    expect(doc.data?.attributes.attributes.amount).toBe('25500.00');
    expect((await read(btaxCsvLookup, await t.get(CSV, { bin: DEMO_BINS.csvPaid }, auth))).data).toBeNull();
  });

  it('requires the BIN', async () => {
    expect(Object.keys(await fieldErrors(await t.get(CSV, {}, auth)))).toEqual(['bin']);
  });
});

describe(`GET ${MANUAL}/inquire_year`, () => {
  it('lists unpaid years newest first, and none when all are paid', async () => {
    const years = await read(
      btaxUnpaidYears,
      await t.get(`${MANUAL}/inquire_year`, { bin: DEMO_BINS.manualRenewal }, auth),
    );
    expect(years.data.attributes.years).toEqual([t.year, t.year - 1]);
    const none = await read(
      btaxUnpaidYears,
      await t.get(`${MANUAL}/inquire_year`, { bin: DEMO_BINS.manualPaid }, auth),
    );
    expect(none.data.attributes.years).toEqual([]);
  });
});

describe(`GET ${MANUAL}`, () => {
  it('sums a renewal up to the chosen quarter', async () => {
    const doc = await read(
      btaxManualLookup,
      await t.get(MANUAL, { bin: DEMO_BINS.manualRenewal, year: t.year, qtr_to: 2 }, auth),
    );
    expect(doc.data?.attributes).toMatchObject({
      type: 'RENEWAL',
      payment_from: 1,
      payment_to: 2,
      billing_amount: '4250.00',
    });
  });

  it('starts at the first unpaid quarter and defaults to the 4th', async () => {
    const bin = DEMO_BINS.manualRenewal;
    const doc = await read(btaxManualLookup, await t.get(MANUAL, { bin, year: t.year - 1 }, auth));
    expect(doc.data?.attributes).toMatchObject({ payment_from: 3, payment_to: 4, billing_amount: '4000.00' });
    const before = await read(
      btaxManualLookup,
      await t.get(MANUAL, { bin, year: t.year - 1, qtr_to: 2 }, auth),
    );
    expect(before.data).toBeNull();
  });

  it('answers a whole-year assessment whatever the quarter', async () => {
    const doc = await read(
      btaxManualLookup,
      await t.get(MANUAL, { bin: DEMO_BINS.manualNew, year: t.year, qtr_to: 1 }, auth),
    );
    expect(doc.data?.attributes).toMatchObject({
      type: 'NEW',
      payment_from: 1,
      payment_to: 4,
      billing_amount: '15000.00',
    });
  });

  it('requires bin and year', async () => {
    expect(Object.keys(await fieldErrors(await t.get(MANUAL, { qtr_to: 9 }, auth))).sort()).toEqual([
      'bin',
      'qtr_to',
      'year',
    ]);
  });
});

describe(`GET /api${SEARCH}`, () => {
  it('QUARTERLY: this year from the first unpaid quarter to the period, ignoring any year', async () => {
    const query = { bin: DEMO_BINS.apiQuarterly, transaction_type: 'QUARTERLY', period: 3, year: 1900 };
    const doc = await read(btaxSearchLookup, await t.get(SEARCH, query, auth));
    expect(doc.data?.attributes).toMatchObject({
      qtr_from: 2,
      qtr_to: 3,
      amount: '7500.00',
      owner_name: 'N*** R***',
    });
  });

  it('DELINQUENT: a past year in full, ignoring any period; the current year is not delinquent', async () => {
    const bin = DEMO_BINS.apiDelinquent;
    const q = { bin, transaction_type: 'DELINQUENT', period: 99 };
    const last = await read(btaxSearchLookup, await t.get(SEARCH, { ...q, year: t.year - 1 }, auth));
    expect(last.data?.attributes).toMatchObject({ qtr_from: 1, qtr_to: 4, amount: '12400.00' });
    const now = await read(btaxSearchLookup, await t.get(SEARCH, { ...q, year: t.year }, auth));
    expect(now.data).toBeNull();
  });

  it('requires year only for DELINQUENT and period only for QUARTERLY', async () => {
    const bin = DEMO_BINS.apiQuarterly;
    expect(
      Object.keys(await fieldErrors(await t.get(SEARCH, { bin, transaction_type: 'DELINQUENT' }, auth))),
    ).toEqual(['year']);
    expect(
      Object.keys(await fieldErrors(await t.get(SEARCH, { bin, transaction_type: 'QUARTERLY' }, auth))),
    ).toEqual(['period']);
    expect(
      Object.keys(await fieldErrors(await t.get(SEARCH, { bin, transaction_type: 'YEARLY' }, auth))),
    ).toEqual(['transaction_type']);
  });
});
