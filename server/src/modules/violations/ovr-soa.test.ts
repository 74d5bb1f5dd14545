import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ovrReceiptResponse } from '@/domain/contracts/ordinance-violations';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { importOvrCsv } from './ovr-import';
import { OVR_BASE, ovrTestKit } from './ovr-test-kit';

// An ordinance violation receipt's statement of account (issue 27, §7.3 regenerate_soa): payable
// through its last day (the schedule's soa_expiry: 20 days), refused after it with what to do, and
// replaced on request once it can no longer be paid — expired, or billing fines since changed.

let t: PaymentsTestApp;
let kit: ReturnType<typeof ovrTestKit>;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  kit = ovrTestKit(t);
});
afterAll(() => t.close());

const regenerate = async (id: string, auth: Record<string, string>) => {
  const res = await t.request('POST', `${OVR_BASE}/${id}/regenerate_soa`, auth);
  const json = (await res.json()) as { message?: string };
  return { status: res.status, json, receipt: res.ok ? v.parse(ovrReceiptResponse, json).data : undefined };
};
const payError = async (transactionId: number, auth: Record<string, string>) => {
  const res = await t.paymentGate(transactionId, auth);
  return { status: res.status, json: (await res.json()) as { errors?: Record<string, string[]> } };
};

describe(`POST ${OVR_BASE}/{id}/regenerate_soa`, () => {
  it('is refused while the statement can still be paid, saying until when', async () => {
    const payer = await t.payer();
    const { receipt } = await kit.sent(payer.auth, await kit.newTicket());
    const refused = await regenerate(receipt.id, payer.auth);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(
      /^This statement of account can still be paid until \w{3} \d{1,2}, \d{4}/,
    );
  });

  it('gives an expired statement a new number, last day and transaction; the old one can no longer be paid', async () => {
    const payer = await t.payer();
    const { receipt, transactionId } = await kit.sent(payer.auth, await kit.newTicket());
    t.clock.advanceMinutes(21 * 24 * 60);
    // Signed in again three weeks later (a session lasts a day at most).
    const { token } = await t.infrastructure.sessions.create(payer.taxpayerId);
    payer.auth = { Authorization: `Bearer ${token}` };
    const expired = await payError(transactionId, payer.auth);
    expect(expired.status).toBe(422);
    expect(expired.json.errors?.ovr_no?.[0]).toMatch(/^This statement of account expired on /);
    const read = v.parse(
      ovrReceiptResponse,
      await (await t.request('GET', `${OVR_BASE}/${receipt.id}`, payer.auth)).json(),
    );
    expect(read.data.attributes.soa_status).toBe('EXPIRED SOA');

    const renewed = await regenerate(receipt.id, payer.auth);
    expect(renewed.status).toBe(200);
    const next = renewed.receipt?.attributes;
    expect(next?.soa_number).toMatch(/^OVR-SOA-\d{4}-\d{6}$/);
    expect(next?.soa_number).not.toBe(receipt.attributes.soa_number);
    expect((next?.soa_expires_on ?? '') > receipt.attributes.soa_expires_on).toBe(true);
    expect(next?.soa_status).toBe('PAYABLE');
    const newId = Number(renewed.receipt?.relationships.transaction_history.data.id);
    expect(newId).not.toBe(transactionId);
    expect(await t.transaction(transactionId)).toMatchObject({ status: 'EXPIRED REFERENCE NUMBER' });
    expect(await t.transaction(newId)).toMatchObject({ status: 'WAITING FOR PAYMENT', amount: 150_000 });

    await t.webhook((await t.checkoutFor(newId, payer.auth)).id, 'paid');
    expect(await t.transaction(newId)).toMatchObject({ status: 'PAID' });
  });

  it('bills the fines anew once the office changed them: the old statement is refused, the new one asks the new total', async () => {
    const ticket = await kit.newTicket();
    const payer = await t.payer();
    const { receipt, transactionId } = await kit.sent(payer.auth, ticket);
    // The office imports the ticket again with the late fine it raised.
    await importOvrCsv(
      t.db,
      [
        'ovr_no,violator_name,violator_last_name,apprehended_at,place,ordinance,violation,amount',
        `${ticket.ovrNo},JUAN P. DELA CRUZ,DELA CRUZ,2026-06-10 14:20,RIZAL AVENUE,ORD. 2019-1,VIOLATION 1,2000.00`,
      ].join('\n'),
      { now: t.clock.now() },
    );
    const changed = await payError(transactionId, payer.auth);
    expect(changed.status).toBe(422);
    expect(changed.json.errors?.ovr_no?.[0]).toMatch(/were changed after it was billed/);
    const renewed = await regenerate(receipt.id, payer.auth);
    expect(renewed.receipt?.attributes).toMatchObject({ amount: '2000.00', total_amount: '2000.00' });
  });

  it('gives a cancelled statement a new one when the photo is sent again', async () => {
    const ticket = await kit.newTicket();
    const payer = await t.payer();
    const { receipt, transactionId } = await kit.sent(payer.auth, ticket);
    const cancelled = await t.request(
      'PUT',
      `/api/v1/taxpayers/transaction_histories/${transactionId}/cancel`,
      payer.auth,
    );
    expect(cancelled.status).toBe(200);
    const again = await kit.send(payer.auth, ticket);
    expect(again.status).toBe(200);
    expect(again.receipt?.id).toBe(receipt.id);
    expect(again.receipt?.attributes.soa_number).not.toBe(receipt.attributes.soa_number);
    const newId = Number(again.receipt?.relationships.transaction_history.data.id);
    expect(await t.transaction(newId)).toMatchObject({ status: 'WAITING FOR PAYMENT' });
    expect(await t.transaction(transactionId)).toMatchObject({ status: 'CANCELLED' });
  });
});

describe(`PUT ${OVR_BASE}/{id} (a new photo)`, () => {
  it('replaces the photo by content, keeping the statement', async () => {
    const payer = await t.payer();
    const { receipt } = await kit.sent(payer.auth, await kit.newTicket());
    const res = await t.request('PUT', `${OVR_BASE}/${receipt.id}`, payer.auth, await kit.form({}));
    expect(res.status).toBe(200);
    const replaced = v.parse(ovrReceiptResponse, await res.json());
    expect(replaced.message).toBe('File Uploaded!');
    expect(replaced.data.attributes.photo_url).not.toBe(receipt.attributes.photo_url);
    expect(replaced.data.attributes.soa_number).toBe(receipt.attributes.soa_number);
    const pdfNamedPng = new TextEncoder().encode('%PDF-1.7 not an image');
    const bad = await t.request(
      'PUT',
      `${OVR_BASE}/${receipt.id}`,
      payer.auth,
      await kit.form({}, { name: 'photo.png', data: pdfNamedPng }),
    );
    expect(bad.status).toBe(422);
  });
});
