import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/audit-schema';
import { btaxBills } from '../../db/billing-schema';
import { refunds } from '../../db/payments-schema';
import { btaxSubject } from '../business-tax/btax-subject';
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

let serial = 0;
/** A bill paid by two payers: the second payment is held for refund. Answers the refund row. */
async function heldDuplicate() {
  const [bill] = await t.db
    .insert(btaxBills)
    .values({
      source: 'API',
      bin: `666-66-6666-${String(++serial).padStart(7, '0')}`,
      year: 2026,
      period: 1,
      amount: 40_000,
      accountName: 'X',
    })
    .returning();
  const subject = btaxSubject([bill?.id ?? 0]);
  const open = async () => {
    const payer = await t.payer();
    const txn = await t.bill(payer.taxpayerId, 40_000, subject);
    return { txn, checkout: await t.checkoutFor(txn.id, payer.auth) };
  };
  const first = await open();
  const second = await open();
  await payOnSandboxPage(first.checkout.id);
  await payOnSandboxPage(second.checkout.id);
  const [held] = await t.db.select().from(refunds).where(eq(refunds.transactionId, second.txn.id));
  if (!held) throw new Error('nothing held');
  return { held, txnId: second.txn.id };
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
    const { held, txnId } = await heldDuplicate();
    const open = (await (await call('GET', '/api/v1/staff/refunds')).json()) as Listed;
    expect(open.data.find((r) => r.id === held.id)).toMatchObject({
      reason: 'duplicate',
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
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subject, `refund:${held.id}`));
    expect(audit.map((a) => [a.action, a.actor])).toEqual([['refund.approve', `staff:${officerId}`]]);
    // Once decided, never twice.
    expect((await call('POST', `/api/v1/staff/refunds/${held.id}/approve`, {})).status).toBe(409);
  });

  it('rejecting needs a reason, keeps the money, and the payer reads why on the transaction', async () => {
    const { held, txnId } = await heldDuplicate();
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
    const [owner] = await t.db.select().from(refunds).where(eq(refunds.transactionId, txnId));
    expect(owner?.decisionNote).toBe('The gateway reports no second payment.');
    expect((await call('POST', `/api/v1/staff/refunds/${held.id}/approve`, {})).status).toBe(409);
  });

  it('is refused to a cashier and a support officer', async () => {
    for (const role of ['cashier', 'support']) {
      const other = await staffBearer(t, [role]);
      expect((await call('GET', '/api/v1/staff/refunds', undefined, other)).status, role).toBe(403);
    }
  });
});
