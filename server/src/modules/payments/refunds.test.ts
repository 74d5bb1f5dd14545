import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../../adapters/gateway/payment-gateway';
import { btaxBills } from '../../db/billing-schema';
import { refunds } from '../../db/payments-schema';
import { readEnv } from '../../env';
import { runRefundCommand } from '../../cli/refund-commands';
import { createPaymentsTestApp, type PaymentsTestApp } from './payments-test-kit';
import { createRefundsService } from './refunds.service';
import { btaxSubject } from '../business-tax/btax-subject';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

let serial = 0;
async function unpaidBill() {
  const [bill] = await t.db
    .insert(btaxBills)
    .values({
      source: 'API',
      bin: `333-33-3333-${String(++serial).padStart(7, '0')}`,
      year: 2026,
      period: 1,
      amount: 80_000,
      accountName: 'X',
    })
    .returning();
  return btaxSubject([bill?.id ?? 0]);
}

/** A bill paid by one payer and then by a second one, whose payment is held for refund. */
async function paidTwice(money: { amount?: number | null } = {}) {
  const subject = await unpaidBill();
  const open = async () => {
    const payer = await t.payer();
    const txn = await t.bill(payer.taxpayerId, 80_000, subject);
    return { ...payer, txn, checkout: await t.checkoutFor(txn.id, payer.auth) };
  };
  const first = await open();
  const second = await open();
  await payOnSandboxPage(first.checkout.id);
  if (money.amount === undefined) await payOnSandboxPage(second.checkout.id);
  else await t.webhook(second.checkout.id, 'paid', money);
  const [held] = await t.db.select().from(refunds).where(eq(refunds.transactionId, second.txn.id));
  if (!held) throw new Error('nothing held');
  return { held, second };
}

/**
 * A payment held for a person: the payer presses Pay on the gateway's page while cancelling the
 * bill in another tab; the cancel's close finds it paid, and it is held (reason `cancelled`).
 */
async function paidWhileCancelled() {
  const payer = await t.payer();
  const txn = await t.bill(payer.taxpayerId, 80_000, await unpaidBill());
  const checkout = await t.checkoutFor(txn.id, payer.auth);
  const decided = await sandbox().decide(checkout.id, 'pay');
  if (!decided) throw new Error('already decided');
  const cancel = await t.request(
    'PUT',
    `/api/v1/taxpayers/transaction_histories/${txn.id}/cancel`,
    payer.auth,
  );
  expect(cancel.status).toBe(200);
  const headers = { 'Bayan-Signature': decided.signature };
  await t.request('POST', '/api/v1/payments/webhooks/sandbox', headers, decided.rawBody);
  const [held] = await t.db.select().from(refunds).where(eq(refunds.transactionId, txn.id));
  if (!held) throw new Error('nothing held');
  return { held, second: { ...payer, txn, checkout } };
}

/** The payer presses Pay on the sandbox's hosted page, and its signed webhook arrives. */
async function payOnSandboxPage(checkoutId: string) {
  const decided = await sandbox().decide(checkoutId, 'pay');
  if (!decided) throw new Error('already decided');
  const headers = { 'Bayan-Signature': decided.signature };
  await t.request('POST', '/api/v1/payments/webhooks/sandbox', headers, decided.rawBody);
}

const sandbox = () => {
  const s = t.services.payments.sandbox;
  if (!s) throw new Error('no sandbox');
  return s;
};
const service = (gateway: PaymentGateway = sandbox().gateway) =>
  createRefundsService({ db: t.db, gateways: { sandbox: gateway }, now: t.clock.now });

describe('refunds of held payments', () => {
  it('a duplicate of exactly the checkout’s amount is refunded automatically, never twice', async () => {
    const { held, second } = await paidTwice();
    expect(held).toMatchObject({ reason: 'duplicate', status: 'refunded', approvedBy: 'automatic' });
    expect((await sandbox().session(second.checkout.id))?.refunded).toBe(82_500);
    // Neither a person nor a later pass refunds it again.
    await expect(service().approve(held.id, 'cashier')).rejects.toThrow(/is refunded/);
    expect(await service().refundDuplicate(second.checkout.id)).toBeNull();
    expect((await sandbox().session(second.checkout.id))?.refunded).toBe(82_500);
  });

  it('a duplicate whose automatic refund fails waits for a person, who approves it again', async () => {
    const failing = await createPaymentsTestApp();
    try {
      const down = failing.services.payments.sandbox;
      if (!down) throw new Error('no sandbox');
      const refund = down.gateway.refund;
      down.gateway.refund = () => Promise.reject(new Error('gateway down'));
      const [bill] = await failing.db
        .insert(btaxBills)
        .values({
          source: 'API',
          bin: '333-33-3333-9999999',
          year: 2026,
          period: 1,
          amount: 10_000,
          accountName: 'X',
        })
        .returning();
      const subject = btaxSubject([bill?.id ?? 0]);
      const payers = [await failing.payer(), await failing.payer()];
      const txns = await Promise.all(payers.map((p) => failing.bill(p.taxpayerId, 10_000, subject)));
      const opened = await Promise.all(txns.map((x, i) => failing.checkoutFor(x.id, payers[i]?.auth ?? {})));
      for (const c of opened) await failing.payAtGateway(c.id);
      const rows = await failing.db.select().from(refunds);
      expect(rows).toMatchObject([{ reason: 'duplicate', status: 'failed', failure: 'gateway down' }]);
      // The pass retries only those never tried: a failed one is the treasury's.
      failing.clock.advanceMinutes(2);
      expect(await failing.services.payments.refunds.refundWaitingDuplicates()).toBe(0);
      down.gateway.refund = refund;
      expect(await failing.services.payments.refunds.approve(rows[0]?.id ?? 0, 'cashier')).toBe('refunded');
    } finally {
      await failing.close();
    }
  });

  it('approving returns the money through the gateway and the taxpayer sees it refunded', async () => {
    const { held, second } = await paidWhileCancelled();
    expect(held).toMatchObject({ reason: 'cancelled', status: 'for_approval' });
    expect(await service().approve(held.id, 'cashier')).toBe('refunded');
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, held.id));
    expect(row).toMatchObject({ status: 'refunded', approvedBy: 'cashier', amount: 82_500 });
    expect(row?.gatewayRefundId).toBeTruthy();
    expect((await sandbox().session(second.checkout.id))?.refunded).toBe(82_500);
    const res = await t.request(
      'GET',
      `/api/v1/taxpayers/transaction_histories/${second.txn.id}`,
      second.auth,
    );
    const { data } = (await res.json()) as { data: { attributes: Record<string, unknown> } };
    // A cancelled transaction stays CANCELLED: the refund row tracks the money.
    expect(data.attributes).toMatchObject({
      status: 'CANCELLED',
      official_receipt_number: null,
      refunds: [{ reason: 'cancelled', amount: '825.00', status: 'refunded' }],
    });
    // Approving twice never refunds twice.
    await expect(service().approve(held.id, 'cashier')).rejects.toThrow(/is refunded/);
    expect((await sandbox().session(second.checkout.id))?.refunded).toBe(82_500);
  });

  it('a refund the gateway fails on is kept as failed, with why, and can be approved again', async () => {
    const { held } = await paidWhileCancelled();
    const down: PaymentGateway = {
      ...sandbox().gateway,
      refund: () => Promise.reject(new Error('gateway down')),
    };
    expect(await service(down).approve(held.id, 'cashier')).toBe('failed');
    expect((await t.db.select().from(refunds).where(eq(refunds.id, held.id)))[0]).toMatchObject({
      status: 'failed',
      failure: 'gateway down',
    });
    expect(await service().approve(held.id, 'cashier')).toBe('refunded');
  });

  it('refuses to guess: a payment whose amount the gateway never reported is returned by hand', async () => {
    const { held } = await paidTwice({ amount: null });
    expect(held.reason).toBe('amount_mismatch');
    await expect(service().approve(held.id, 'cashier')).rejects.toThrow(/did not report a peso amount/);
  });
});

describe('npm run cli -- refunds', () => {
  const run = async (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runRefundCommand(
      t.db,
      readEnv({}),
      args,
      (l) => out.push(l),
      (l) => err.push(l),
    );
    return { code, out, err };
  };

  it('lists the payments waiting for the treasury and approves one by id', async () => {
    const { held, second } = await paidWhileCancelled();
    const listed = await run('refunds', 'list');
    expect(listed.code).toBe(0);
    const line = listed.out.find((l) => l.startsWith(`#${held.id} `));
    expect(line).toContain('for_approval');
    expect(line).toContain(second.txn.referenceNumber);
    expect(line).toContain('PHP 825.00');
    expect(line).toContain('paid after it was cancelled');

    const approved = await run('refunds', 'approve', String(held.id), '--by', 'Treasurer');
    expect(approved).toMatchObject({ code: 0, out: [`refund #${held.id}: refunded`] });
    expect((await run('refunds', 'list')).out.some((l) => l.startsWith(`#${held.id} `))).toBe(false);
    expect(
      (await run('refunds', 'list', '--all')).out.some((l) => l.startsWith(`#${held.id}  refunded`)),
    ).toBe(true);
  });

  it('explains its usage and refuses what it cannot do', async () => {
    expect(await run('refunds', 'approve', 'x')).toMatchObject({ code: 2 });
    expect(await run('refunds', 'approve', '999999')).toMatchObject({ code: 1, err: ['No refund 999999'] });
    expect(await run('content', 'list')).toMatchObject({ code: null });
  });
});
