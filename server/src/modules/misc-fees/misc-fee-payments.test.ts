import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { miscellaneousFees } from '../../db/schema';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { IMAGE_NOT_YOURS_MESSAGE } from './create-fee-payment';

let t: PaymentsTestApp;
let png: Buffer;
let openFee: number; // the seed's OTHER TREASURY FEES: 0.00, the payer types the amount
let fixedFee: number; // the seed's CERTIFIED TRUE COPY: ₱50.00
beforeAll(async () => {
  t = await createPaymentsTestApp();
  png = await sharp({ create: { width: 6, height: 4, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
  const fee = async (title: string) =>
    (await t.db.select().from(miscellaneousFees).where(eq(miscellaneousFees.accountTitle, title)))[0]?.id ??
    0;
  openFee = await fee('OTHER TREASURY FEES');
  fixedFee = await fee('CERTIFIED TRUE COPY');
});
afterAll(() => t.close());

type Payer = Awaited<ReturnType<PaymentsTestApp['payer']>>;

async function imageOf(payer: Payer) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(png)], 'order-of-payment.png', { type: 'image/png' }));
  const res = await t.request('POST', '/api/v1/taxpayers/uploads', payer.auth, form);
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { cdnUrl: string } }).data.cdnUrl;
}

const pay = (payer: Payer, body: Record<string, unknown>) =>
  t.request(
    'POST',
    '/api/v1/taxpayers/miscellaneous_fee_payments',
    { ...payer.auth, 'Content-Type': 'application/json' },
    JSON.stringify(body),
  );

interface Created {
  data: {
    attributes: { amount: string; remarks: string; account_title: string };
    relationships: { transaction_history: { data: { id: string } } };
  };
}
const errorsOf = async (res: Response) => ((await res.json()) as { errors: Record<string, string[]> }).errors;

describe('POST /api/v1/taxpayers/miscellaneous_fee_payments', () => {
  it('takes a 0.00 fee’s amount from the payer, from ₱20 to ₱1,000,000 exactly', async () => {
    const payer = await t.payer();
    const image_url = await imageOf(payer);
    const attempt = (amount: string) =>
      pay(payer, { miscellaneous_fee_id: openFee, amount, remarks: '', image_url });

    const under = await attempt('19.99');
    expect(under.status).toBe(422);
    expect((await errorsOf(under)).amount).toEqual(['Value must be greater than or equal to ₱20']);
    const over = await attempt('1000000.01');
    expect(over.status).toBe(422);
    expect((await errorsOf(over)).amount).toEqual(['Amount must be between 20 and 1000000']);
    expect((await errorsOf(await attempt('20.005'))).amount).toEqual([
      'Amount must be an amount with at most two decimals',
    ]);

    for (const [amount, centavos] of [
      ['20', 2_000],
      ['1000000', 100_000_000],
    ] as const) {
      const res = await attempt(amount);
      expect(res.status).toBe(201);
      const doc = (await res.json()) as Created;
      const id = Number(doc.data.relationships.transaction_history.data.id);
      expect(await t.transaction(id)).toMatchObject({
        amount: centavos,
        status: 'WAITING FOR PAYMENT',
        moduleType: 'MISC',
        transactionType: 'MISCELLANEOUS FEE PAYMENT',
        taxpayerId: payer.taxpayerId,
      });
    }
  });

  it('charges any other fee its own amount, whatever the payload says, and upper-cases the remarks', async () => {
    const payer = await t.payer();
    const res = await pay(payer, {
      miscellaneous_fee_id: fixedFee,
      amount: '1.00',
      remarks: 'for my land title',
      image_url: await imageOf(payer),
    });
    expect(res.status).toBe(201);
    const doc = (await res.json()) as Created;
    expect(doc.data.attributes).toMatchObject({ amount: '50.00', remarks: 'FOR MY LAND TITLE' });
    const txn = await t.transaction(Number(doc.data.relationships.transaction_history.data.id));
    expect(txn?.amount).toBe(5_000);
    expect(txn?.subject).toMatchObject({ kind: 'misc_fee', fee_id: fixedFee, remarks: 'FOR MY LAND TITLE' });
  });

  it('refuses an image uploaded by another account, and one that was never uploaded', async () => {
    const owner = await t.payer();
    const other = await t.payer();
    const theirs = await imageOf(owner);
    for (const image_url of [theirs, '/api/v1/taxpayers/uploads/00000000-0000-0000-0000-000000000000']) {
      const res = await pay(other, { miscellaneous_fee_id: fixedFee, image_url });
      expect(res.status).toBe(422);
      expect((await errorsOf(res)).image_url).toEqual([IMAGE_NOT_YOURS_MESSAGE]);
    }
    expect((await errorsOf(await pay(other, { miscellaneous_fee_id: fixedFee }))).image_url).toEqual([
      'Image field is Required',
    ]);
  });

  it('refuses an unknown fee, and answers the same transaction when Pay is pressed twice', async () => {
    const payer = await t.payer();
    const image_url = await imageOf(payer);
    const unknown = await pay(payer, { miscellaneous_fee_id: 987_654, image_url });
    expect((await errorsOf(unknown)).miscellaneous_fee_id).toEqual(['The selected Fee is invalid.']);

    const body = { miscellaneous_fee_id: fixedFee, remarks: 'X', image_url };
    const first = (await (await pay(payer, body)).json()) as Created;
    const again = (await (await pay(payer, body)).json()) as Created;
    expect(again.data.relationships).toEqual(first.data.relationships);
  });

  it('is paid through the spine: the webhook makes it PAID with an official receipt', async () => {
    const payer = await t.payer();
    const res = await pay(payer, { miscellaneous_fee_id: fixedFee, image_url: await imageOf(payer) });
    const id = Number(((await res.json()) as Created).data.relationships.transaction_history.data.id);
    const checkout = await t.checkoutFor(id, payer.auth);
    expect(await (await t.webhook(checkout.id, 'paid')).json()).toMatchObject({ result: 'applied' });
    const paid = await t.transaction(id);
    expect(paid?.status).toBe('PAID');
    expect(paid?.officialReceiptNumber).toMatch(/^OR-/);
  });
});
