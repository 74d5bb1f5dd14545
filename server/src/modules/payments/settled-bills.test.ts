import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manilaDateParts } from '@/domain/format/manila-date';
import { btaxBills } from '../../db/billing-schema';
import { createPaymentsTestApp, type PaymentsTestApp } from './payments-test-kit';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

const BIN = '909-09-0009-0000777';
const QUARTERLY = 2; // the BTAX module's QUARTERLY transaction type in the demo seed
const search = `/api/temp/taxpayers/business_tax/search?bin=${BIN}&transaction_type=QUARTERLY&period=4`;

interface SearchJson {
  data: { attributes: { amount: string; qtr_from: number; qtr_to: number } } | null;
}

describe('unpaid bills after a payment', () => {
  it('are no longer offered once the webhook settles them, though the search is kept in memory', async () => {
    const year = manilaDateParts(t.clock.now()).year;
    await t.db.insert(btaxBills).values(
      [2, 3, 4].map((period) => ({
        source: 'API' as const,
        bin: BIN,
        year,
        period,
        amount: 100_000,
        accountName: 'SARI-SARI',
      })),
    );
    const { auth } = await t.payer();
    const read = async () => (await (await t.request('GET', search, auth)).json()) as SearchJson;

    // Twice, as the Quarterly screen does when the period changes: the second is the kept answer.
    expect((await read()).data?.attributes).toMatchObject({ qtr_from: 2, qtr_to: 4, amount: '3000.00' });
    expect((await read()).data?.attributes.amount).toBe('3000.00');

    const created = await t.request(
      'POST',
      '/api/temp/taxpayers/business_tax/create_billing',
      { ...auth, 'Content-Type': 'application/json' },
      JSON.stringify({
        bin: BIN,
        transaction_type: 'QUARTERLY',
        period: 4,
        application_status_id: QUARTERLY,
        valid_id_to_present: "DRIVER's LICENSE",
      }),
    );
    expect(created.status).toBe(201);
    const transactionId = Number(
      (
        (await created.json()) as {
          data: { relationships: { transaction_history: { data: { id: string } } } };
        }
      ).data.relationships.transaction_history.data.id,
    );
    const checkout = await t.checkoutFor(transactionId, auth);
    expect((await t.webhook(checkout.id, 'paid')).status).toBe(200);

    // At once, with the test clock standing still (the kept answer has not run out).
    expect((await read()).data).toBeNull();
  });

  it('are announced to onSettled listeners once per event that moved a checkout, until they unsubscribe', async () => {
    let heard = 0;
    const unsubscribe = t.services.payments.onSettled(() => heard++);
    const { taxpayerId, auth } = await t.payer();
    const first = await t.checkoutFor((await t.bill(taxpayerId)).id, auth);
    await t.webhook(first.id, 'paid');
    await t.webhook(first.id, 'paid'); // the same event again: a duplicate moves nothing
    expect(heard).toBe(1);
    unsubscribe();
    const second = await t.checkoutFor((await t.bill(taxpayerId)).id, auth);
    expect((await t.webhook(second.id, 'paid')).status).toBe(200);
    expect(heard).toBe(1);
  });
});
