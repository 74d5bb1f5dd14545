import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { novCreatedResponse, novInquiryResponse } from '@/domain/contracts/violations';
import { novNotices } from '../../db/violations-fees-schema';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { NOV_LOOKUP_LIMITS } from './nov-bill-kind';
import { importNovCsv } from './nov-import';
import { hashNovPin, novPinKeyFrom } from './nov-pin-hash';
import { NOV_PIN_TRIES } from './nov-pin-tries';
import * as v from 'valibot';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

const NOV_PAYMENT = 32; // the NOV module's transaction type in the demo seed
const BTAX_QUARTERLY = 2;
const INQUIRY = '/api/v1/qpax_inquiry';
const CREATE = '/api/v1/taxpayers/notice_of_violations';
const pinKey = novPinKeyFrom(undefined);
const pay = { valid_id_to_present: "DRIVER's LICENSE", application_status_id: NOV_PAYMENT };

let serial = 0;
/** A fresh notice of two violations (₱500.00 + ₱1,500.00) imported through the CLI's import. */
async function newNotice() {
  const novNo = `555-26-0001-${String(++serial).padStart(7, '0')}`;
  const pin = String(4000 + serial);
  await importNovCsv(
    t.db,
    [
      'nov_no,pin,plate_no,issued_at,violation_name,violation_article,violation_amount',
      `${novNo},${pin},NBC ${serial},2026-03-14 13:30,NO HELMET,RA 10054,500.00`,
      `${novNo},${pin},NBC ${serial},2026-03-14 13:30,RECKLESS DRIVING,ORD. 12,1500.00`,
    ].join('\n'),
    { pinKey },
  );
  return { novNo, pin };
}

const post = (path: string, auth: Record<string, string>, body: Record<string, unknown>) =>
  t.request('POST', path, { ...auth, 'Content-Type': 'application/json' }, JSON.stringify(body));

async function created(res: Response) {
  expect(res.status).toBe(201);
  const doc = v.parse(novCreatedResponse, await res.json());
  return Number(doc.data.relationships.transaction_history.data.id);
}

describe(`POST ${INQUIRY}`, () => {
  it('answers the notice with its violations, total and date issued (§3)', async () => {
    const { novNo, pin } = await newNotice();
    const { auth } = await t.payer();
    // Typed in lower case with spaces around it: the number is still found.
    const res = await post(INQUIRY, auth, { nov_no: ` ${novNo.toLowerCase()} `, pin });
    expect(res.status).toBe(200);
    expect(v.parse(novInquiryResponse, await res.json()).data?.attributes).toEqual({
      nov_no: novNo,
      plate_no: `NBC ${serial}`,
      total_amount: '2000.00',
      created_at: '2026-03-14T05:30:00.000Z',
      violations: [
        { violation_name: 'NO HELMET', violation_article: 'RA 10054', violation_amount: '500.00' },
        { violation_name: 'RECKLESS DRIVING', violation_article: 'ORD. 12', violation_amount: '1500.00' },
      ],
      is_paid: false,
      // Nobody else's checkout for it is open (issue 25).
      being_paid: false,
    });
  });

  it('answers a wrong PIN exactly as a number that does not exist', async () => {
    const { novNo, pin } = await newNotice();
    const { auth } = await t.payer();
    const wrongPin = await post(INQUIRY, auth, { nov_no: novNo, pin: `${pin}9` });
    const unknown = await post(INQUIRY, auth, { nov_no: '999-99-9999-9999999', pin });
    expect([wrongPin.status, unknown.status]).toEqual([200, 200]);
    const [a, b] = [await wrongPin.text(), await unknown.text()];
    expect(a).toBe('{"data":null}');
    expect(b).toBe(a);
    // The PIN is compared as given: another case is another PIN.
    const upper = await newNotice();
    await t.db
      .update(novNotices)
      .set({ pinHash: hashNovPin(pinKey, upper.novNo, 'ab12') })
      .where(eq(novNotices.novNo, upper.novNo));
    expect(await (await post(INQUIRY, auth, { nov_no: upper.novNo, pin: 'AB12' })).text()).toBe(a);

    // And creating: the same 404 'No Record Found' for both.
    const createWrong = await post(CREATE, auth, { nov_no: novNo, pin: '0000', ...pay });
    const createUnknown = await post(CREATE, auth, { nov_no: '999-99-9999-9999999', pin, ...pay });
    expect([createWrong.status, createUnknown.status]).toEqual([404, 404]);
    expect(await createWrong.text()).toBe(await createUnknown.text());
  });

  it('names the missing fields with the NOV labels (§5)', async () => {
    const { auth } = await t.payer();
    const res = await post(INQUIRY, auth, {});
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      nov_no: ['NOV Number field is Required'],
      pin: ['PIN field is Required'],
    });
    expect((await post(INQUIRY, {}, { nov_no: 'x', pin: 'y' })).status).toBe(401);
  });

  it(`limits an account to ${NOV_LOOKUP_LIMITS.perMinute} look-ups a minute (an NOV number and PIN are a credential)`, async () => {
    const { auth } = await t.payer();
    const other = await t.payer();
    // A number each, so the notice's own count of tries (below) does not answer first.
    const guess = (who: Record<string, string>, i: number) =>
      post(INQUIRY, who, { nov_no: `777-77-7777-${String(i).padStart(7, '0')}`, pin: String(i) });
    for (let i = 0; i < NOV_LOOKUP_LIMITS.perMinute; i++) expect((await guess(auth, i)).status).toBe(200);
    const refused = await guess(auth, 99);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Too many notice of violation look-ups\. Please try again in \d+ seconds?\.$/,
    );
    // Creating counts too, and another account is not held back.
    expect((await post(CREATE, auth, { nov_no: 'x', pin: 'y', ...pay })).status).toBe(429);
    expect((await guess(other.auth, 1)).status).toBe(200);
    t.clock.advanceMinutes(1);
    expect((await guess(auth, 100)).status).toBe(200);
  });
});

describe('guessing a PIN (issue 25)', () => {
  it('meets a refusal when spread over 3 accounts, and the right PIN works again after the wait', async () => {
    const { novNo, pin } = await newNotice();
    const accounts = [await t.payer(), await t.payer(), await t.payer()];
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const who = accounts[i % 3]?.auth ?? {};
      const res = await post(i % 2 ? CREATE : INQUIRY, who, { nov_no: novNo, pin: String(1000 + i), ...pay });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(((await res.json()) as { message: string }).message).toMatch(
          /^Too many wrong PINs for this notice of violation\. Please try again in \d+ minutes?\.$/,
        );
      }
    }
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBe(NOV_PIN_TRIES[0]?.limit);
    expect(statuses.slice(firstRefusal).every((s) => s === 429)).toBe(true);
    // The right PIN from a fourth account waits too: the guessing spends the notice's tries.
    const fourth = await t.payer();
    expect((await post(INQUIRY, fourth.auth, { nov_no: novNo, pin })).status).toBe(429);
    // A number that no notice has is refused alike: the refusal tells nothing.
    for (let i = 0; i < 5; i++) await post(INQUIRY, fourth.auth, { nov_no: '888-88-8888-8888888', pin: '1' });
    expect(
      (await post(INQUIRY, accounts[0]?.auth ?? {}, { nov_no: '888-88-8888-8888888', pin: '1' })).status,
    ).toBe(429);
    t.clock.advanceMinutes(16);
    const found = await post(INQUIRY, fourth.auth, { nov_no: novNo, pin });
    expect(v.parse(novInquiryResponse, await found.json()).data?.attributes.nov_no).toBe(novNo);
  });

  it('keeps PINs unreadable in the database: only a keyed hash of each', async () => {
    const { novNo, pin } = await newNotice();
    // Read as an operator would, with SQL.
    const answer: unknown = await t.db.execute(
      sql`select pin, pin_hash from nov_notices where nov_no = ${novNo}`,
    );
    const [row] = (answer as { rows: { pin: string | null; pin_hash: string }[] }).rows;
    expect(row?.pin).toBeNull();
    expect(row?.pin_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.pin_hash).not.toContain(pin);
    // Not a plain digest anyone could make for every 4-digit PIN: it needs the server's key.
    expect(row?.pin_hash).not.toBe(createHash('sha256').update(pin).digest('hex'));
    expect(row?.pin_hash).not.toBe(createHash('sha256').update(`${novNo}\u0000${pin}`).digest('hex'));
    expect(row?.pin_hash).not.toBe(hashNovPin(novPinKeyFrom('ab'.repeat(32)), novNo, pin));
    const everyPin = await t.db.select({ pin: novNotices.pin }).from(novNotices);
    expect(everyPin.filter((r) => r.pin !== null)).toEqual([]);
  });
});

describe(`POST ${CREATE}`, () => {
  it('creates the transaction for the notice, and Pay pressed twice reuses it', async () => {
    const { novNo, pin } = await newNotice();
    const { auth } = await t.payer();
    const id = await created(await post(CREATE, auth, { nov_no: novNo, pin, ...pay }));
    expect(await t.transaction(id)).toMatchObject({
      moduleType: 'NOV',
      transactionType: 'NOV PAYMENT',
      status: 'WAITING FOR PAYMENT',
      amount: 200_000,
      description: `Notice of violation ${novNo}, plate NBC ${serial}`,
      subject: { kind: 'nov_notice', nov_no: novNo, total_amount: 200_000 },
    });
    expect(await created(await post(CREATE, auth, { nov_no: novNo, pin, ...pay }))).toBe(id);
  });

  it("refuses another module's transaction type and a missing valid ID", async () => {
    const { novNo, pin } = await newNotice();
    const { auth } = await t.payer();
    const wrongType = await post(CREATE, auth, {
      nov_no: novNo,
      pin,
      ...pay,
      application_status_id: BTAX_QUARTERLY,
    });
    expect(wrongType.status).toBe(422);
    const noId = await post(CREATE, auth, { nov_no: novNo, pin, application_status_id: NOV_PAYMENT });
    expect(Object.keys(((await noId.json()) as { errors: object }).errors)).toEqual(['valid_id_to_present']);
  });

  it('no longer offers a paid notice: the inquiry says it is paid and creating is refused', async () => {
    const { novNo, pin } = await newNotice();
    const { auth } = await t.payer();
    const id = await created(await post(CREATE, auth, { nov_no: novNo, pin, ...pay }));
    const checkout = await t.checkoutFor(id, auth);
    expect(await (await t.webhook(checkout.id, 'paid')).json()).toMatchObject({ result: 'applied' });
    expect(await t.transaction(id)).toMatchObject({ status: 'PAID' });

    const inquiry = v.parse(
      novInquiryResponse,
      await (await post(INQUIRY, auth, { nov_no: novNo, pin })).json(),
    );
    expect(inquiry.data?.attributes.is_paid).toBe(true);
    const again = await post(CREATE, auth, { nov_no: novNo, pin, ...pay });
    expect(again.status).toBe(422);
    expect(((await again.json()) as { errors: unknown }).errors).toEqual({
      nov_no: ['This notice of violation has already been paid.'],
    });
  });

  it('lets two payers bill one notice: whoever pays first settles it, the other is refunded automatically', async () => {
    const { novNo, pin } = await newNotice();
    const driver = await t.payer();
    const owner = await t.payer();
    const first = await created(await post(CREATE, driver.auth, { nov_no: novNo, pin, ...pay }));
    const second = await created(await post(CREATE, owner.auth, { nov_no: novNo, pin, ...pay }));
    expect(second).not.toBe(first);
    const a = await t.checkoutFor(first, driver.auth);
    const b = await t.checkoutFor(second, owner.auth);

    expect(await (await t.payAtGateway(a.id))?.json()).toMatchObject({ result: 'applied' });
    expect(await (await t.payAtGateway(b.id))?.json()).toMatchObject({ result: 'held_for_refund' });
    expect(await t.transaction(first)).toMatchObject({ status: 'PAID' });
    expect((await t.transaction(first))?.officialReceiptNumber).toMatch(/^OR-/);
    // An unambiguous duplicate goes back through the gateway with no one to approve it (issue 25).
    expect(await t.transaction(second)).toMatchObject({
      status: 'PROCESSING REFUND',
      officialReceiptNumber: null,
    });
    const [notice] = await t.db.select().from(novNotices).where(eq(novNotices.novNo, novNo));
    expect(notice?.paidTransactionId).toBe(first);
  });

  it('opens no checkout for a notice paid by someone else, nor for one re-imported with another total', async () => {
    const paidElsewhere = await newNotice();
    const { auth } = await t.payer();
    const other = await t.payer();
    const mine = await created(
      await post(CREATE, auth, { nov_no: paidElsewhere.novNo, pin: paidElsewhere.pin, ...pay }),
    );
    const theirs = await created(
      await post(CREATE, other.auth, { nov_no: paidElsewhere.novNo, pin: paidElsewhere.pin, ...pay }),
    );
    await t.webhook((await t.checkoutFor(theirs, other.auth)).id, 'paid');
    const refused = await t.paymentGate(mine, auth);
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain('This bill has already been paid.');

    const changed = await newNotice();
    const id = await created(await post(CREATE, auth, { nov_no: changed.novNo, pin: changed.pin, ...pay }));
    await importNovCsv(
      t.db,
      `nov_no,pin,plate_no,issued_at,violation_name,violation_article,violation_amount\n${changed.novNo},${changed.pin},NBC 1,2026-03-14 13:30,NO HELMET,RA 10054,900.00`,
      { pinKey },
    );
    const gate = await t.paymentGate(id, auth);
    expect(gate.status).toBe(422);
    expect(JSON.stringify(await gate.json())).toContain('was changed after it was billed');
  });
});
