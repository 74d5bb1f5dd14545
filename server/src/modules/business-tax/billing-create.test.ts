import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  btaxApiBillingCreated,
  btaxCsvBillingCreated,
  btaxManualBillingCreated,
  btaxSearchBillingCreated,
} from '@/domain/contracts/business-tax';
import { fieldErrors } from '../../testing/accounts-client';
import {
  createBillingTestApp,
  dataOf,
  CREATE_API,
  CREATE_CSV,
  CREATE_QUARTERLY,
  DELINQUENT,
  MANUAL,
  QUARTERLY,
  RENEWAL,
  type BillingTestApp,
} from './billing-test-kit';
import { claimBtaxBills } from './claim-btax-bills';

let t: BillingTestApp;
beforeAll(async () => {
  t = await createBillingTestApp();
});
afterAll(() => t.close());

const CEDULA_INDIVIDUAL = 17;
const pay = { valid_id_to_present: "DRIVER's LICENSE" };

async function created<S extends v.GenericSchema>(schema: S, res: Response) {
  expect(res.status).toBe(201);
  const doc = v.parse(schema, await res.json());
  const { message, data } = doc as v.InferOutput<typeof btaxApiBillingCreated>;
  expect(message).toBe('Created!');
  return { doc, transactionId: Number(data.relationships.transaction_history.data.id) };
}

describe(`POST /api${CREATE_API}`, () => {
  it('creates a WAITING FOR PAYMENT transaction for the bill and returns its id', async () => {
    const { headers, taxpayerId } = await t.signIn();
    const bin = t.newBin();
    const [bill] = await t.addBills([{ source: 'API', bin, year: t.year, period: 2, amount: 123_450 }]);
    const body = { bin, year: t.year, period: 2, application_status_id: QUARTERLY, ...pay };
    const { doc, transactionId } = await created(
      btaxApiBillingCreated,
      await t.post(CREATE_API, body, headers),
    );
    expect(doc.data.attributes.amount).toBe('1234.50');
    const [row] = await t.transactionsOf(taxpayerId);
    expect(row).toMatchObject({
      id: transactionId,
      status: 'WAITING FOR PAYMENT',
      moduleType: 'BTAX',
      transactionType: 'QUARTERLY',
      amount: 123_450,
      subject: {
        kind: 'btax_bill',
        bill_id: bill?.id,
        bill_ids: [bill?.id],
        valid_id_to_present: "DRIVER's LICENSE",
        // What it is for, in Filipino too, for a reader in Filipino (issue 30).
        description_fil: `Buwis sa negosyo ${t.year} Q2-Q2, BIN ${bin}`,
      },
      description: `Business tax ${t.year} Q2-Q2, BIN ${bin}`,
    });
  });

  it('reuses the waiting transaction when the same taxpayer creates the billing again', async () => {
    const { headers, taxpayerId } = await t.signIn();
    const bin = t.newBin();
    await t.addBills([{ source: 'API', bin, year: t.year, period: 1, amount: 50_000 }]);
    const body = { bin, year: t.year, period: 1, application_status_id: QUARTERLY, ...pay };
    const first = await created(btaxApiBillingCreated, await t.post(CREATE_API, body, headers));
    const again = await Promise.all([1, 2, 3].map(() => t.post(CREATE_API, body, headers)));
    for (const res of again)
      expect((await created(btaxApiBillingCreated, res)).transactionId).toBe(first.transactionId);
    expect(await t.transactionsOf(taxpayerId)).toHaveLength(1);
    // Another taxpayer gets a transaction of their own.
    const other = await t.signIn();
    const theirs = await created(btaxApiBillingCreated, await t.post(CREATE_API, body, other.headers));
    expect(theirs.transactionId).not.toBe(first.transactionId);
  });

  it('requires valid_id_to_present and application_status_id, naming them', async () => {
    const { headers } = await t.signIn();
    const bin = t.newBin();
    const errors = await fieldErrors(await t.post(CREATE_API, { bin, year: t.year, period: 1 }, headers));
    expect(Object.keys(errors).sort()).toEqual(['application_status_id', 'valid_id_to_present']);
    expect(errors.valid_id_to_present?.[0]).toBe('Valid ID to Present field is Required');
    const wrong = {
      bin,
      year: t.year,
      period: 1,
      application_status_id: QUARTERLY,
      valid_id_to_present: 'LIBRARY CARD',
    };
    expect(Object.keys(await fieldErrors(await t.post(CREATE_API, wrong, headers)))).toEqual([
      'valid_id_to_present',
    ]);
  });

  it('refuses a transaction type of another module', async () => {
    const { headers } = await t.signIn();
    const bin = t.newBin();
    await t.addBills([{ source: 'API', bin, year: t.year, period: 1, amount: 50_000 }]);
    const body = { bin, year: t.year, period: 1, application_status_id: CEDULA_INDIVIDUAL, ...pay };
    expect(Object.keys(await fieldErrors(await t.post(CREATE_API, body, headers)))).toEqual([
      'application_status_id',
    ]);
  });

  it('stops offering a bill once settlement marks it paid', async () => {
    const { headers, taxpayerId } = await t.signIn();
    const bin = t.newBin();
    await t.addBills([{ source: 'API', bin, year: t.year, period: 3, amount: 70_000 }]);
    const body = { bin, year: t.year, period: 3, application_status_id: QUARTERLY, ...pay };
    const { transactionId } = await created(btaxApiBillingCreated, await t.post(CREATE_API, body, headers));
    const [row] = await t.transactionsOf(taxpayerId);
    expect(
      await t.database.db.transaction((tx) => claimBtaxBills(tx, row?.subject ?? {}, transactionId)),
    ).toBe(true);
    const lookup = await t.get(
      '/v1/taxpayers/btax_billing_api_imports',
      { bin, year: t.year, period: 3 },
      headers,
    );
    expect(await dataOf(lookup)).toBeNull();
    expect((await t.post(CREATE_API, body, headers)).status).toBe(404);
  });
});

describe(`POST /api${CREATE_CSV}`, () => {
  it('creates the billing of the oldest unpaid CSV bill', async () => {
    const { headers, taxpayerId } = await t.signIn();
    const bin = t.newBin();
    await t.addBills([
      { source: 'CSV', bin, year: t.year, period: 0, amount: 90_000 },
      { source: 'CSV', bin, year: t.year - 1, period: 0, amount: 80_000 },
    ]);
    const body = { bin, application_status_id: DELINQUENT, ...pay };
    const { doc } = await created(btaxCsvBillingCreated, await t.post(CREATE_CSV, body, headers));
    expect((doc.data.attributes as unknown as { attributes: { amount: string } }).attributes.amount).toBe(
      '800.00',
    );
    expect((await t.transactionsOf(taxpayerId))[0]?.amount).toBe(80_000);
  });
});

describe(`POST /api${MANUAL}`, () => {
  it('charges every unpaid quarter up to qtr_to, and inquire_year drops a year once paid', async () => {
    const { headers, taxpayerId } = await t.signIn();
    const bin = t.newBin();
    const bills = await t.addBills(
      [1, 2, 3, 4].map((period) => ({
        source: 'MANUAL' as const,
        bin,
        year: t.year - 1,
        period,
        amount: 10_000,
      })),
    );
    const body = { bin, year: t.year - 1, qtr_to: 2, application_status_id: RENEWAL, ...pay };
    const { doc, transactionId } = await created(
      btaxManualBillingCreated,
      await t.post(MANUAL, body, headers),
    );
    expect(doc.data.attributes).toMatchObject({ payment_from: 1, payment_to: 2, billing_amount: '200.00' });
    const [row] = await t.transactionsOf(taxpayerId);
    expect(row?.subject.bill_ids).toEqual(bills.slice(0, 2).map((b) => b.id));

    await t.database.db.transaction((tx) => claimBtaxBills(tx, row?.subject ?? {}, transactionId));
    const rest = await t.post(MANUAL, { ...body, qtr_to: 4 }, headers);
    const second = await created(btaxManualBillingCreated, rest);
    expect(second.doc.data.attributes).toMatchObject({
      payment_from: 3,
      payment_to: 4,
      billing_amount: '200.00',
    });
    const [, last] = await t.transactionsOf(taxpayerId);
    await t.database.db.transaction((tx) => claimBtaxBills(tx, last?.subject ?? {}, second.transactionId));
    const years = await t.get('/v1/taxpayers/btax_billing_manual_imports/inquire_year', { bin }, headers);
    expect(await dataOf(years)).toMatchObject({ attributes: { years: [] } });
  });
});

describe('overlapping billings of one payer', () => {
  it("refuses a billing that overlaps the payer's unpaid one, until that one is cancelled", async () => {
    const { headers } = await t.signIn();
    const bin = t.newBin();
    await t.addBills(
      [1, 2, 3, 4].map((period) => ({
        source: 'MANUAL' as const,
        bin,
        year: t.year - 1,
        period,
        amount: 10_000,
      })),
    );
    const q1q3 = { bin, year: t.year - 1, qtr_to: 3, application_status_id: RENEWAL, ...pay };
    const first = await created(btaxManualBillingCreated, await t.post(MANUAL, q1q3, headers));
    // The same bills again reuse the unpaid billing (Pay pressed twice).
    const again = await created(btaxManualBillingCreated, await t.post(MANUAL, q1q3, headers));
    expect(again.transactionId).toBe(first.transactionId);

    const wholeYear = await t.post(MANUAL, { ...q1q3, qtr_to: 4 }, headers);
    expect(wholeYear.status).toBe(422);
    const [message] = (await fieldErrors(wholeYear)).bin ?? [];
    expect(message).toMatch(/already have an unpaid billing for some of these quarters \(reference BYN-/);

    const cancel = await t.app.request(
      `/api/v1/taxpayers/transaction_histories/${first.transactionId}/cancel`,
      {
        method: 'PUT',
        headers,
      },
    );
    expect(cancel.status).toBe(200);
    await created(btaxManualBillingCreated, await t.post(MANUAL, { ...q1q3, qtr_to: 4 }, headers));
  });

  it('lets another payer bill the same quarters (whoever pays first settles; the other is refunded)', async () => {
    const owner = await t.signIn();
    const bookkeeper = await t.signIn();
    const bin = t.newBin();
    await t.addBills([{ source: 'API', bin, year: t.year, period: 2, amount: 40_000 }]);
    const body = { bin, year: t.year, period: 2, application_status_id: QUARTERLY, ...pay };
    const a = await created(btaxApiBillingCreated, await t.post(CREATE_API, body, owner.headers));
    const b = await created(btaxApiBillingCreated, await t.post(CREATE_API, body, bookkeeper.headers));
    expect(a.transactionId).not.toBe(b.transactionId);
  });
});

describe(`POST /api${CREATE_QUARTERLY}`, () => {
  it('QUARTERLY and DELINQUENT each create their own transaction', async () => {
    const { headers, taxpayerId } = await t.signIn();
    const bin = t.newBin();
    await t.addBills([
      { source: 'API', bin, year: t.year, period: 1, amount: 25_000 },
      { source: 'API', bin, year: t.year, period: 2, amount: 25_000 },
      { source: 'API', bin, year: t.year - 3, period: 0, amount: 99_900 },
    ]);
    const quarterly = {
      bin,
      transaction_type: 'QUARTERLY',
      period: 2,
      application_status_id: QUARTERLY,
      ...pay,
    };
    const q = await created(btaxSearchBillingCreated, await t.post(CREATE_QUARTERLY, quarterly, headers));
    expect(q.doc.data.attributes).toMatchObject({ qtr_from: 1, qtr_to: 2, amount: '500.00' });
    const delinquent = {
      bin,
      transaction_type: 'DELINQUENT',
      year: t.year - 3,
      application_status_id: DELINQUENT,
      ...pay,
    };
    const d = await created(btaxSearchBillingCreated, await t.post(CREATE_QUARTERLY, delinquent, headers));
    expect(d.doc.data.attributes.amount).toBe('999.00');
    expect((await t.transactionsOf(taxpayerId)).map((r) => r.transactionType).sort()).toEqual([
      'DELINQUENT',
      'QUARTERLY',
    ]);
  });

  it('names valid_id_to_present when it is missing', async () => {
    const { headers } = await t.signIn();
    const body = {
      bin: t.newBin(),
      transaction_type: 'QUARTERLY',
      period: 1,
      application_status_id: QUARTERLY,
    };
    expect(Object.keys(await fieldErrors(await t.post(CREATE_QUARTERLY, body, headers)))).toEqual([
      'valid_id_to_present',
    ]);
  });

  it('answers 404 No Record Found when nothing is due', async () => {
    const { headers } = await t.signIn();
    const body = {
      bin: t.newBin(),
      transaction_type: 'QUARTERLY',
      period: 4,
      application_status_id: QUARTERLY,
      ...pay,
    };
    const res = await t.post(CREATE_QUARTERLY, body, headers);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe('No Record Found');
  });
});
