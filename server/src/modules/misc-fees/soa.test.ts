import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soas } from '../../db/violations-fees-schema';
import { manilaToday } from '../../billing/manila-today';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { SOA_PAID_MESSAGE } from './soa-state';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

const SOA_PAYMENT = 41; // the MISC module's STATEMENT OF ACCOUNT PAYMENT type (seed/demo-modules.ts)
let serial = 0;
type Payer = Awaited<ReturnType<PaymentsTestApp['payer']>>;

/** An SOA of ₱1,234.50 expiring `days` from today (negative: expired). */
async function newSoa(days = 30) {
  const soaNumber = `SOA-T-${String(++serial).padStart(4, '0')}`;
  const expires = new Date(t.clock.now().getTime() + days * 86_400_000);
  const [row] = await t.db
    .insert(soas)
    .values({
      soaNumber,
      payorName: 'JUAN DELA CRUZ',
      billDate: '2026-01-05',
      amount: 123_450,
      office: "City Engineer's Office",
      description: 'Building inspection',
      expiresOn: manilaToday(expires),
    })
    .returning();
  if (!row) throw new Error('no SOA');
  return row;
}

const post = (payer: Payer, path: string, body: Record<string, unknown>) =>
  t.request('POST', path, { ...payer.auth, 'Content-Type': 'application/json' }, JSON.stringify(body));
const verify = (payer: Payer, soa_number: string, name: string) =>
  post(payer, '/api/v1/misc_fee/taxpayer/applications/verify', { soa_number, name });
const paySoa = (payer: Payer, soaNumber: string, name = 'Juan  dela Cruz') =>
  post(payer, `/api/v1/misc_fee/taxpayer/applications/${soaNumber}/pay`, {
    name,
    application_status_id: SOA_PAYMENT,
  });

interface Verified {
  data: { id: string; attributes: Record<string, string> };
}
const transactionIdOf = async (res: Response) =>
  Number(
    ((await res.json()) as { data: { relationships: { transaction_history: { data: { id: string } } } } })
      .data.relationships.transaction_history.data.id,
  );
const errorsOf = async (res: Response) => ((await res.json()) as { errors: Record<string, string[]> }).errors;

describe('statements of account', () => {
  it('verifies by number and payor’s name: payor, bill date, amount, number and where it is paid', async () => {
    const soa = await newSoa();
    const payer = await t.payer();
    const res = await verify(payer, soa.soaNumber.toLowerCase(), 'juan dela cruz');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Verified;
    expect(doc.data.attributes).toMatchObject({
      name: 'JUAN DELA CRUZ',
      bill_date: '2026-01-05',
      amount: '1234.50',
      soa_number: soa.soaNumber,
      status: 'PAYABLE',
      office: "City Engineer's Office",
    });
    expect(doc.data.attributes.url).toMatch(
      new RegExp(`/api/v1/misc_fee/taxpayer/applications/${soa.soaNumber}/pay$`),
    );
  });

  it('answers a wrong name exactly as an unknown number', async () => {
    const soa = await newSoa();
    const payer = await t.payer();
    const wrongName = await verify(payer, soa.soaNumber, 'PEDRO PENDUKO');
    const unknown = await verify(payer, 'SOA-NOPE-0000', 'JUAN DELA CRUZ');
    expect(wrongName.status).toBe(404);
    expect(await wrongName.json()).toEqual(await unknown.json());
    expect((await paySoa(payer, soa.soaNumber, 'PEDRO PENDUKO')).status).toBe(404);
  });

  it('says an expired SOA expired, and refuses to bill it with what to do next', async () => {
    const soa = await newSoa(-1);
    const payer = await t.payer();
    const doc = (await (await verify(payer, soa.soaNumber, 'JUAN DELA CRUZ')).json()) as Verified;
    expect(doc.data.attributes.status).toBe('EXPIRED SOA');
    const res = await paySoa(payer, soa.soaNumber);
    expect(res.status).toBe(422);
    expect((await errorsOf(res)).soa_number?.[0]).toMatch(
      /^This statement of account expired on .+\. Ask the City Engineer's Office for a new statement of account/,
    );
  });

  it('refuses a checkout for an SOA that expired after it was billed', async () => {
    const soa = await newSoa(0);
    const payer = await t.payer();
    const id = await transactionIdOf(await paySoa(payer, soa.soaNumber));
    await t.db.update(soas).set({ expiresOn: '2020-01-01' }).where(eq(soas.id, soa.id));
    const res = await t.paymentGate(id, payer.auth);
    expect(res.status).toBe(422);
    expect(JSON.stringify(await res.json())).toMatch(/expired on/);
  });

  it('paid twice: one payment settles it, the other is refunded automatically, and it is never offered again', async () => {
    const soa = await newSoa();
    const [first, second] = [await t.payer(), await t.payer()];
    const firstId = await transactionIdOf(await paySoa(first, soa.soaNumber));
    const secondId = await transactionIdOf(await paySoa(second, soa.soaNumber));
    // Billing it again answers the same transaction.
    expect(await transactionIdOf(await paySoa(first, soa.soaNumber))).toBe(firstId);
    expect(await t.transaction(firstId)).toMatchObject({
      amount: 123_450,
      transactionType: 'STATEMENT OF ACCOUNT PAYMENT',
    });

    const firstCheckout = await t.checkoutFor(firstId, first.auth);
    const secondCheckout = await t.checkoutFor(secondId, second.auth);
    expect(await (await t.payAtGateway(firstCheckout.id))?.json()).toMatchObject({ result: 'applied' });
    expect(await (await t.payAtGateway(secondCheckout.id))?.json()).toMatchObject({
      result: 'held_for_refund',
    });
    expect(await t.transaction(firstId)).toMatchObject({ status: 'PAID' });
    expect(await t.transaction(secondId)).toMatchObject({ status: 'PROCESSING REFUND' });
    const [row] = await t.db.select().from(soas).where(eq(soas.id, soa.id));
    expect(row?.paidTransactionId).toBe(firstId);

    const doc = (await (await verify(second, soa.soaNumber, 'JUAN DELA CRUZ')).json()) as Verified;
    expect(doc.data.attributes.status).toBe('PAID');
    const again = await paySoa(second, soa.soaNumber);
    expect(again.status).toBe(422);
    expect((await errorsOf(again)).soa_number).toEqual([SOA_PAID_MESSAGE]);
  });

  it('refuses a checkout for an SOA another payer settled meanwhile', async () => {
    const soa = await newSoa();
    const [first, second] = [await t.payer(), await t.payer()];
    const firstId = await transactionIdOf(await paySoa(first, soa.soaNumber));
    const secondId = await transactionIdOf(await paySoa(second, soa.soaNumber));
    await t.webhook((await t.checkoutFor(firstId, first.auth)).id, 'paid');
    expect((await t.paymentGate(secondId, second.auth)).status).not.toBe(200);
  });

  it('needs the SOA number and the name, and a MISC transaction type', async () => {
    const payer = await t.payer();
    const res = await post(payer, '/api/v1/misc_fee/taxpayer/applications/verify', {});
    expect(await errorsOf(res)).toEqual({
      soa_number: ['SOA Number field is Required'],
      name: ["Payor's Name field is Required"],
    });
    const soa = await newSoa();
    const wrongType = await post(payer, `/api/v1/misc_fee/taxpayer/applications/${soa.soaNumber}/pay`, {
      name: 'JUAN DELA CRUZ',
      application_status_id: 2,
    });
    expect((await errorsOf(wrongType)).application_status_id).toBeDefined();
  });
});
