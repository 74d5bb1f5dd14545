import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/audit-schema';
import { btaxBills } from '../../db/billing-schema';
import { tinyPng } from '../../testing/tiny-png';
import { btaxSubject } from '../business-tax/btax-subject';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { signedInStaff, staffBearer } from '../staff/staff-test-kit';

// Issue 28: a proof of payment is shown to the treasury only, and its decision is one per proof:
// accepting settles the transaction through the settlement (an OR, the bill claimed), rejecting
// tells the payer why.

let t: PaymentsTestApp;
let reviewer: string;
let reviewerId: number;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  const member = await signedInStaff(t, ['treasury'], 'Tess Treasurer');
  reviewer = `Bearer ${member.token}`;
  reviewerId = member.id;
});
afterAll(() => t.close());

let serial = 0;
/** An unpaid business-tax transaction whose payer uploaded a proof. */
async function withProof() {
  const payer = await t.payer();
  const [bill] = await t.db
    .insert(btaxBills)
    .values({
      source: 'API',
      bin: `555-55-5555-${String(++serial).padStart(7, '0')}`,
      year: 2026,
      period: 1,
      amount: 60_000,
      accountName: 'X',
    })
    .returning();
  const txn = await t.bill(payer.taxpayerId, 60_000, btaxSubject([bill?.id ?? 0]));
  const form = new FormData();
  form.append('file', new File([await tinyPng()], 'proof.png', { type: 'image/png' }));
  const res = await t.request(
    'PUT',
    `/api/v1/taxpayers/transaction_histories/${txn.id}/payment_receipt`,
    payer.auth,
    form,
  );
  expect(res.status).toBe(200);
  return { ...payer, txn, billId: bill?.id ?? 0 };
}

const call = (method: string, path: string, body?: unknown, auth = reviewer) =>
  t.request(
    method,
    path,
    { Authorization: auth, 'Content-Type': 'application/json' },
    body === undefined ? undefined : JSON.stringify(body),
  );

interface ProofList {
  data: {
    transaction_id: number;
    file_url: string;
    review: { decision: string; reason: string; by: string } | null;
  }[];
}

describe('proofs of payment in the console', () => {
  it('lists a waiting proof and serves its file to the treasury only, privately', async () => {
    const { txn, auth } = await withProof();
    const list = (await (await call('GET', '/api/v1/staff/payments/proofs')).json()) as ProofList;
    const item = list.data.find((p) => p.transaction_id === txn.id);
    expect(item?.review).toBeNull();
    const file = await call('GET', item?.file_url ?? '');
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('image/png');
    expect(file.headers.get('Cache-Control')).toBe('private, no-store');
    // The payer's own token, a licensing officer's: refused.
    expect((await t.request('GET', item?.file_url ?? '', auth)).status).toBe(403);
    const licensing = await staffBearer(t, ['licensing']);
    expect((await call('GET', item?.file_url ?? '', undefined, licensing)).status).toBe(403);
  });

  it('accepting settles the transaction once: an official receipt, the bill paid, the office as collector', async () => {
    const { txn, billId } = await withProof();
    const [first, second] = await Promise.all([
      call('POST', `/api/v1/staff/payments/proofs/${txn.id}/accept`, {}),
      call('POST', `/api/v1/staff/payments/proofs/${txn.id}/accept`, {}),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const after = await t.transaction(txn.id);
    expect(after?.status).toBe('PAID');
    expect(after?.officialReceiptNumber).toBeTruthy();
    const [bill] = await t.db.select().from(btaxBills).where(eq(btaxBills.id, billId));
    expect(bill?.paidTransactionId).toBe(txn.id);
    const office = (await t.checkoutsOf(txn.id)).filter((c) => c.gateway === 'proof');
    expect(office.map((c) => [c.status, c.collectedBy])).toEqual([['paid', `staff:${reviewerId}`]]);
    const messages = await t.client.outbox();
    expect(messages.some((m) => m.body.includes(after?.officialReceiptNumber ?? '?'))).toBe(true);
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subject, `transaction:${txn.id}`));
    expect(audit.map((a) => a.action)).toEqual(['payment.proof-accept']);
  });

  it('rejecting needs a reason, which the payer is told, and leaves the transaction unpaid', async () => {
    const { txn } = await withProof();
    const none = await call('POST', `/api/v1/staff/payments/proofs/${txn.id}/reject`, { reason: ' ' });
    expect(none.status).toBe(422);
    const res = await call('POST', `/api/v1/staff/payments/proofs/${txn.id}/reject`, {
      reason: 'The amount on the slip is ₱500.00.',
    });
    expect(res.status).toBe(200);
    expect((await t.transaction(txn.id))?.status).toBe('WAITING FOR PAYMENT');
    const messages = await t.client.outbox();
    expect(messages.some((m) => m.body.includes('The amount on the slip is ₱500.00.'))).toBe(true);
    const decided = (await (
      await call('GET', '/api/v1/staff/payments/proofs?state=decided')
    ).json()) as ProofList;
    expect(decided.data.find((p) => p.transaction_id === txn.id)?.review).toMatchObject({
      decision: 'rejected',
      by: 'Tess Treasurer',
    });
    const again = await call('POST', `/api/v1/staff/payments/proofs/${txn.id}/accept`, {});
    expect(again.status).toBe(409);
  });
});
