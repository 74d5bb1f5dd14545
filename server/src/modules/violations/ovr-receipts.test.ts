import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/auth-schema';
import { ovrReceipts, ovrTickets } from '../../db/violations-fees-schema';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { OVR_BASE, ovrTestKit } from './ovr-test-kit';

// Ordinance violation receipts (issue 27, §7.3): the look-up, the ticket's photo that bills it,
// a new photo, paying it through the one payment spine and its receipt, and what another resident
// or a file that is no image gets.

let t: PaymentsTestApp;
let kit: ReturnType<typeof ovrTestKit>;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  kit = ovrTestKit(t);
});
afterAll(() => t.close());

describe(`GET ${OVR_BASE}/check/ovr`, () => {
  it('answers the ticket by its number and the violator’s last name, typed as a person would', async () => {
    const ticket = await kit.newTicket();
    const { auth } = await t.payer();
    const found = await kit.check(auth, ` ${ticket.ovrNo.toLowerCase()} `, '  DELA   cruz ');
    expect(found.status).toBe(200);
    expect(kit.checked(found.body)?.attributes).toEqual({
      ovr_no: ticket.ovrNo,
      violator_name: 'JUAN P. DELA CRUZ',
      apprehended_at: '2026-06-10T06:20:00.000Z',
      place: 'RIZAL AVENUE',
      plate_no: '',
      violations: [
        { ordinance: 'ORD. 2019-1', violation: 'VIOLATION 1', amount: '500.00' },
        { ordinance: 'ORD. 2019-2', violation: 'VIOLATION 2', amount: '1000.00' },
      ],
      total_amount: '1500.00',
      is_paid: false,
      being_paid: false,
      receipt_id: null,
    });
  });

  it('answers another last name exactly as a number that does not exist', async () => {
    const ticket = await kit.newTicket();
    const { auth } = await t.payer();
    const wrongName = await kit.check(auth, ticket.ovrNo, 'Santos');
    const unknown = await kit.check(auth, 'OVR-NONE-1', 'Dela Cruz');
    expect([wrongName.status, unknown.status]).toEqual([200, 200]);
    expect(wrongName.body).toEqual({ data: null });
    expect(unknown.body).toEqual({ data: null });
  });

  it('needs a signed-in resident and both fields', async () => {
    const ticket = await kit.newTicket();
    expect((await kit.check({}, ticket.ovrNo, 'Dela Cruz')).status).toBe(401);
    const { auth } = await t.payer();
    const missing = await t.request('GET', `${OVR_BASE}/check/ovr?ovr_no=${ticket.ovrNo}`, auth);
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty(
      'last_name',
    );
  });
});

describe(`POST ${OVR_BASE} (the ticket's photo)`, () => {
  it('bills the ticket: a statement of account and its transaction waiting for payment', async () => {
    const ticket = await kit.newTicket();
    const payer = await t.payer();
    const { receipt, transactionId } = await kit.sent(payer.auth, ticket);
    expect(receipt.attributes).toMatchObject({
      ovr_no: ticket.ovrNo,
      soa_number: expect.stringMatching(/^OVR-SOA-\d{4}-\d{6}$/),
      soa_status: 'PAYABLE',
      amount: '1500.00',
      photo_url: expect.stringMatching(/^\/api\/v1\/taxpayers\/uploads\/[0-9a-f-]{36}$/),
    });
    expect(await t.transaction(transactionId)).toMatchObject({
      status: 'WAITING FOR PAYMENT',
      amount: 150_000,
      moduleType: 'OVRS',
      transactionType: 'OVR PAYMENT',
      description: `Ordinance violation receipt ${ticket.ovrNo} (SOA ${receipt.attributes.soa_number})`,
    });
    // The photo is the resident's, kept (referenced), and readable by them.
    const photo = await t.request('GET', receipt.attributes.photo_url, payer.auth);
    expect(photo.headers.get('content-type')).toBe('image/png');
    const [row] = await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, receipt.attributes.photo_url.slice(-36)));
    expect(row?.referencedAt).not.toBeNull();
    // The look-up now opens the resident's receipt instead of asking for the photo again.
    const again = kit.checked((await kit.check(payer.auth, ticket.ovrNo, 'Dela Cruz')).body);
    expect(again?.attributes.receipt_id).toBe(receipt.id);
  });

  it('sent again, keeps the one receipt and its statement and takes the new photo', async () => {
    const ticket = await kit.newTicket();
    const payer = await t.payer();
    const first = await kit.sent(payer.auth, ticket);
    const second = await kit.send(payer.auth, ticket);
    expect(second.status).toBe(200);
    expect(second.receipt?.id).toBe(first.receipt.id);
    expect(second.receipt?.attributes.soa_number).toBe(first.receipt.attributes.soa_number);
    expect(second.receipt?.attributes.photo_url).not.toBe(first.receipt.attributes.photo_url);
    expect(
      await t.db.select().from(ovrReceipts).where(eq(ovrReceipts.taxpayerId, payer.taxpayerId)),
    ).toHaveLength(1);
  });

  it('refuses a file that is not an image whatever its name says, and bills nothing', async () => {
    const ticket = await kit.newTicket();
    const payer = await t.payer();
    const text = new TextEncoder().encode('<script>alert(1)</script> not a photo');
    const answer = await kit.send(payer.auth, ticket, { name: 'ovr.png', data: text, type: 'image/png' });
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({
      errors: { file: ['File size is too large or file format is invalid.'] },
    });
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x3b]);
    expect(
      (await kit.send(payer.auth, ticket, { name: 'ovr.jpg', data: gif, type: 'image/jpeg' })).status,
    ).toBe(422);
    expect(await t.db.select().from(ovrReceipts).where(eq(ovrReceipts.taxpayerId, payer.taxpayerId))).toEqual(
      [],
    );
  });

  it('refuses an unknown ticket, a wrong last name and another kind’s transaction type', async () => {
    const ticket = await kit.newTicket();
    const { auth } = await t.payer();
    expect((await kit.send(auth, { ...ticket, lastName: 'Santos' })).json).toMatchObject({
      message: 'No Record Found',
    });
    const body = await kit.form({
      ovr_no: ticket.ovrNo,
      last_name: 'Dela Cruz',
      application_status_id: '32',
    });
    const res = await t.request('POST', OVR_BASE, auth, body);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ errors: { application_status_id: expect.any(Array) } });
  });
});

describe('someone else’s ordinance violation receipt', () => {
  it('is not found: not read, not given a photo, not regenerated, not paid', async () => {
    const ticket = await kit.newTicket();
    const owner = await t.payer();
    const { receipt, transactionId } = await kit.sent(owner.auth, ticket);
    const stranger = await t.payer();
    const path = `${OVR_BASE}/${receipt.id}`;
    expect((await t.request('GET', path, stranger.auth)).status).toBe(404);
    expect((await t.request('PUT', path, stranger.auth, await kit.form({}))).status).toBe(404);
    expect((await t.request('POST', `${path}/regenerate_soa`, stranger.auth)).status).toBe(404);
    expect((await t.paymentGate(transactionId, stranger.auth)).status).toBe(404);
    const [row] = await t.db
      .select()
      .from(ovrReceipts)
      .where(eq(ovrReceipts.id, Number(receipt.id)));
    expect(row?.photoUrl).toBe(receipt.attributes.photo_url);
  });
});

describe('paying an ordinance violation receipt', () => {
  it('settles the ticket once: the receipt, the look-up and every way back to it say it is paid', async () => {
    const ticket = await kit.newTicket();
    const payer = await t.payer();
    const { receipt, transactionId } = await kit.sent(payer.auth, ticket);
    await t.webhook((await t.checkoutFor(transactionId, payer.auth)).id, 'paid');
    expect(await t.transaction(transactionId)).toMatchObject({ status: 'PAID' });
    const [paidTicket] = await t.db.select().from(ovrTickets).where(eq(ovrTickets.ovrNo, ticket.ovrNo));
    expect(paidTicket?.paidTransactionId).toBe(transactionId);
    const read = (await (await t.request('GET', `${OVR_BASE}/${receipt.id}`, payer.auth)).json()) as {
      data: { attributes: { soa_status: string } };
    };
    expect(read.data.attributes.soa_status).toBe('PAID');
    expect(
      kit.checked((await kit.check(payer.auth, ticket.ovrNo, 'Dela Cruz')).body)?.attributes.is_paid,
    ).toBe(true);
    // The official receipt, from the transaction as for any bill.
    const pdf = await t.request(
      'GET',
      `/api/v1/taxpayers/transaction_histories/${transactionId}/receipt.pdf`,
      payer.auth,
    );
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // Nothing more to send, replace or regenerate.
    const paidAgain = await kit.send(payer.auth, ticket);
    expect(paidAgain.json).toMatchObject({
      errors: { ovr_no: ['This ordinance violation receipt has already been paid.'] },
    });
    expect((await t.request('PUT', `${OVR_BASE}/${receipt.id}`, payer.auth, await kit.form({}))).status).toBe(
      422,
    );
    expect((await t.request('POST', `${OVR_BASE}/${receipt.id}/regenerate_soa`, payer.auth)).status).toBe(
      422,
    );
  });

  it('takes one payment when a relative billed the same ticket: the other is held for refund', async () => {
    const ticket = await kit.newTicket();
    const violator = await t.payer();
    const relative = await t.payer();
    const mine = await kit.sent(violator.auth, ticket);
    const theirs = await kit.sent(relative.auth, ticket);
    const first = await t.checkoutFor(mine.transactionId, violator.auth);
    const second = await t.checkoutFor(theirs.transactionId, relative.auth);
    await t.webhook(first.id, 'paid');
    await t.webhook(second.id, 'paid');
    const [paidTicket] = await t.db.select().from(ovrTickets).where(eq(ovrTickets.ovrNo, ticket.ovrNo));
    expect(paidTicket?.paidTransactionId).toBe(mine.transactionId);
    expect((await t.transaction(theirs.transactionId))?.officialReceiptNumber).toBeNull();
  });
});
