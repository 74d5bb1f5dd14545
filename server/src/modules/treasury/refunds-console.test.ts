import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAudit, refunds } from '../../db/payments-schema';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { signedInStaff, staffBearer } from '../staff/staff-test-kit';

// Issue 28: refunds approved or rejected in the console by the signed-in officer, through the
// refunds service the command line uses (the gateway's refund call), named and audited.

let t: PaymentsTestApp;
let officer: string;
let officerId: number;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  const member = await signedInStaff(t, ['treasury'], 'Rita Refund');
  officer = `Bearer ${member.token}`;
  officerId = member.id;
});
afterAll(() => t.close());

/**
 * A payment held for the treasury: the gateway's notification reports ₱1.00 for a checkout of
 * another amount (held: amount_mismatch; unlike a duplicate, never refunded on its own), and the
 * payer's money is at the gateway (paid on its page, whose own notification settles nothing more).
 */
async function heldMismatch() {
  const payer = await t.payer();
  const txn = await t.bill(payer.taxpayerId, 40_000, { kind: 'misc_fee' });
  const checkout = await t.checkoutFor(txn.id, payer.auth);
  await t.webhook(checkout.id, 'paid', { amount: 100, eventId: `evt_short_${checkout.id}` });
  await payOnSandboxPage(checkout.id);
  const [held] = await t.db.select().from(refunds).where(eq(refunds.transactionId, txn.id));
  if (!held) throw new Error('nothing held');
  return { held, txnId: txn.id, auth: payer.auth };
}

/** The payer presses Pay on the sandbox's hosted page (so the sandbox holds the money), and its webhook arrives. */
async function payOnSandboxPage(checkoutId: string) {
  const sandbox = t.services.payments.sandbox;
  const decided = await sandbox?.decide(checkoutId, 'pay');
  if (!decided) throw new Error('not decided');
  await t.request(
    'POST',
    '/api/v1/payments/webhooks/sandbox',
    { 'Bayan-Signature': decided.signature },
    decided.rawBody,
  );
}

const call = (method: string, path: string, body?: unknown, auth = officer) =>
  t.request(
    method,
    path,
    { Authorization: auth, 'Content-Type': 'application/json' },
    body === undefined ? undefined : JSON.stringify(body),
  );

interface Listed {
  data: { id: number; reason: string; status: string; decided_by: string | null; note: string | null }[];
}

describe('refunds in the console', () => {
  it('lists a held payment with why, and approving it has the gateway return the money, by the officer', async () => {
    const { held, txnId } = await heldMismatch();
    const open = (await (await call('GET', '/api/v1/staff/refunds')).json()) as Listed;
    expect(open.data.find((r) => r.id === held.id)).toMatchObject({
      reason: 'amount_mismatch',
      status: 'for_approval',
    });
    const res = await call('POST', `/api/v1/staff/refunds/${held.id}/approve`, {});
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { status: string } };
    expect(data.status).toBe('refunded');
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, held.id));
    expect(row?.approvedBy).toBe(`staff:${officerId}`);
    expect(row?.gatewayRefundId).toBeTruthy();
    expect((await t.transaction(txnId))?.status).toBe('PROCESSING REFUND');
    const decided = (await (await call('GET', '/api/v1/staff/refunds?state=decided')).json()) as Listed;
    expect(decided.data.find((r) => r.id === held.id)?.decided_by).toBe('Rita Refund');
    const audit = await t.db.select().from(paymentAudit).where(eq(paymentAudit.refundId, held.id));
    expect(audit.filter((a) => a.actor !== 'automatic').map((a) => [a.action, a.actor])).toEqual([
      ['refund_requested', `staff:${officerId}`],
      ['refund_done', `staff:${officerId}`],
    ]);
    // Once decided, never twice.
    expect((await call('POST', `/api/v1/staff/refunds/${held.id}/approve`, {})).status).toBe(409);
  });

  it('rejecting needs a reason, keeps the money, and the payer reads why on the transaction', async () => {
    const { held, txnId, auth } = await heldMismatch();
    expect((await call('POST', `/api/v1/staff/refunds/${held.id}/reject`, {})).status).toBe(422);
    const res = await call('POST', `/api/v1/staff/refunds/${held.id}/reject`, {
      reason: 'The gateway reports no second payment.',
    });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, held.id));
    expect(row).toMatchObject({
      status: 'rejected',
      gatewayRefundId: null,
      approvedBy: `staff:${officerId}`,
    });
    const seen = await t.request('GET', `/api/v1/taxpayers/transaction_histories/${String(txnId)}`, auth);
    const { data } = (await seen.json()) as { data: { attributes: { refunds: unknown[] } } };
    expect(data.attributes.refunds).toEqual([
      expect.objectContaining({ status: 'rejected', note: 'The gateway reports no second payment.' }),
    ]);
    const audit = await t.db.select().from(paymentAudit).where(eq(paymentAudit.refundId, held.id));
    expect(audit.filter((a) => a.actor !== 'automatic').map((a) => [a.action, a.actor])).toEqual([
      ['refund_rejected', `staff:${officerId}`],
    ]);
    expect((await call('POST', `/api/v1/staff/refunds/${held.id}/approve`, {})).status).toBe(409);
  });

  it('is refused to a cashier and a support officer', async () => {
    for (const role of ['cashier', 'support']) {
      const other = await staffBearer(t, [role]);
      expect((await call('GET', '/api/v1/staff/refunds', undefined, other)).status, role).toBe(403);
    }
  });
});
