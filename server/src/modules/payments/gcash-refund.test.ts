import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import { taxpayers } from '../../db/auth-schema';
import { paymentAudit, refunds } from '../../db/payments-schema';
import { readEnv } from '../../env';
import { paidClearance, scheduleWithTestRule } from '../applications/engine-kinds-test-kit';
import { staffBearer } from '../staff/staff-test-kit';
import { createPaymentsTestApp, type PaymentsTestApp } from './payments-test-kit';

// `POST /api/v1/taxpayers/gcash_refund` (issue 27): the payer of an application the office rejected
// after it was paid (it cannot serve it) asks for the money back; the treasury approves it and the
// gateway adapter's refund returns it; the transaction shows where the refund stands. And what the
// attacks get: a second request, someone else's transaction, an unpaid one, one not rejected.

/** Billed when filed; an officer may reject it even once paid. A kind only this test knows. */
const refundable: ApplicationDefinition = {
  ...paidClearance,
  route: 'test-refundable-clearance',
  moduleType: 'TESTREFUND',
  workflow: { payment: 'assessed', automatic: { accept: true, assess: true } },
  issues: null,
  notices: {},
};

let t: PaymentsTestApp;
let licensing: string;
let treasury: string;
beforeAll(async () => {
  t = await createPaymentsTestApp({
    config: readEnv({ FEE_SCHEDULE_FILE: scheduleWithTestRule() }),
    applicationKinds: [refundable, paidClearance],
  });
  licensing = await staffBearer(t, ['licensing']);
  treasury = await staffBearer(t, ['treasury']);
});
afterAll(() => t.close());

type Payer = Awaited<ReturnType<PaymentsTestApp['payer']>>;
type Attributes = {
  status: string;
  can_request_refund: boolean;
  refunds: { reason: string; status: string; amount: string | null; completed_at: string | null }[];
};
const send = async (method: string, path: string, auth: Record<string, string> | string, body?: unknown) => {
  const headers = {
    ...(typeof auth === 'string' ? { Authorization: auth } : auth),
    'Content-Type': 'application/json',
  };
  const res = await t.request(method, path, headers, body === undefined ? undefined : JSON.stringify(body));
  return { status: res.status, body: (await res.json()) as { data: { id: string; attributes: Attributes } } };
};
const askRefund = (payer: Payer, transactionId: number | string) =>
  send('POST', '/api/v1/taxpayers/gcash_refund', payer.auth, { transaction_history_id: transactionId });
const transactionOf = (payer: Payer, id: number) =>
  send('GET', `/api/v1/taxpayers/transaction_histories/${id}`, payer.auth);

/** Filed by `payer`: its application and transaction ids. */
async function file(payer: Payer, kind = refundable) {
  const filed = await send(
    'POST',
    `/api/v1/taxpayers/application_kinds/${kind.route}/applications`,
    payer.auth,
    {
      first_name: 'Juan',
      last_name: 'dela Cruz',
      purpose: 'Employment',
    },
  );
  expect(filed.status).toBe(201);
  const data = filed.body.data as unknown as {
    id: string;
    relationships: { transaction_history: { data: { id: string } } };
  };
  return { applicationId: data.id, transactionId: Number(data.relationships.transaction_history.data.id) };
}

/** Filed, paid at the gateway (₱200.00 and the convenience fee), then rejected by the office. */
async function paidThenRejected(payer: Payer) {
  const filed = await file(payer);
  await t.payAtGateway((await t.checkoutFor(filed.transactionId, payer.auth)).id);
  expect((await t.transaction(filed.transactionId))?.status).toBe('PAID');
  expect((await transactionOf(payer, filed.transactionId)).body.data.attributes.can_request_refund).toBe(
    false,
  );
  const rejected = await send('POST', `/api/v1/staff/applications/${filed.applicationId}/moves`, licensing, {
    to: 'REJECTED',
    reason: 'The records office found no record to certify.',
  });
  expect(rejected.status).toBe(200);
  return filed;
}

describe('POST /api/v1/taxpayers/gcash_refund', () => {
  it('holds the paid money for the treasury, which refunds it through the gateway; the payer sees each step', async () => {
    const payer = await t.payer();
    const { transactionId } = await paidThenRejected(payer);
    expect((await transactionOf(payer, transactionId)).body.data.attributes).toMatchObject({
      status: 'REJECTED',
      can_request_refund: true,
    });
    // The rejection's SMS says how to get the money back (sent after the move commits).
    const [who] = await t.db
      .select({ mobile: taxpayers.mobileNumber })
      .from(taxpayers)
      .where(eq(taxpayers.id, payer.taxpayerId));
    await expect
      .poll(async () => {
        const res = await t.request('GET', `/api/dev/outbox?to=${who?.mobile ?? ''}`);
        return ((await res.json()) as { data: { body: string }[] }).data.map((m) => m.body);
      })
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /was rejected: The records office found no record to certify\. You paid for it: ask for your money back with Request a Refund on its page\.$/,
          ),
        ]),
      );

    const asked = await askRefund(payer, transactionId);
    expect(asked.status).toBe(201);
    const [checkout] = await t.checkoutsOf(transactionId);
    const whole = ((checkout?.amount ?? 0) / 100).toFixed(2);
    expect(asked.body.data.attributes).toMatchObject({
      status: 'FOR REFUND APPROVAL',
      can_request_refund: false,
      refunds: [{ reason: 'unservable', status: 'for_approval', amount: whole }],
    });
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.transactionId, transactionId));
    const audit = await t.db.select().from(paymentAudit).where(eq(paymentAudit.transactionId, transactionId));
    expect(audit.map((a) => [a.action, a.actor])).toContainEqual([
      'refund_asked',
      `taxpayer:${payer.taxpayerId}`,
    ]);

    const approved = await send('POST', `/api/v1/staff/refunds/${refund?.id ?? 0}/approve`, treasury, {});
    expect(approved.status).toBe(200);
    const after = (await transactionOf(payer, transactionId)).body.data.attributes;
    expect(after).toMatchObject({
      status: 'PROCESSING REFUND',
      refunds: [{ reason: 'unservable', status: 'refunded' }],
    });
    expect(after.refunds[0]?.completed_at).not.toBeNull();
  });

  it('is refused the second time: one payment, one refund', async () => {
    const payer = await t.payer();
    const { transactionId } = await paidThenRejected(payer);
    const answers = await Promise.all([askRefund(payer, transactionId), askRefund(payer, transactionId)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await askRefund(payer, transactionId)).body).toMatchObject({
      message: 'A refund of this payment was already requested.',
    });
    expect(await t.db.select().from(refunds).where(eq(refunds.transactionId, transactionId))).toHaveLength(1);
  });

  it("is not found for someone else's transaction, which stays as it was", async () => {
    const owner = await t.payer();
    const { transactionId } = await paidThenRejected(owner);
    const stranger = await t.payer();
    expect((await askRefund(stranger, transactionId)).status).toBe(404);
    expect((await t.transaction(transactionId))?.status).toBe('REJECTED');
    expect(await t.db.select().from(refunds).where(eq(refunds.transactionId, transactionId))).toEqual([]);
  });

  it('is refused for an unpaid transaction: a bill, and an application rejected before it was paid', async () => {
    const payer = await t.payer();
    const bill = await t.bill(payer.taxpayerId);
    expect((await askRefund(payer, bill.id)).body).toMatchObject({
      errors: {
        transaction_history_id: ['This transaction was not paid online, so there is nothing to refund.'],
      },
    });
    const unpaid = await file(payer, paidClearance);
    await send('POST', `/api/v1/staff/applications/${unpaid.applicationId}/moves`, licensing, {
      to: 'REJECTED',
      reason: 'Incomplete.',
    });
    expect((await t.transaction(unpaid.transactionId))?.status).toBe('REJECTED');
    expect((await askRefund(payer, unpaid.transactionId)).status).toBe(422);
    expect((await askRefund(payer, 'x')).status).toBe(422);
  });

  it('is refused for a paid application the office has not rejected', async () => {
    const payer = await t.payer();
    const { transactionId } = await file(payer);
    await t.payAtGateway((await t.checkoutFor(transactionId, payer.auth)).id);
    const refused = await askRefund(payer, transactionId);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: 'Only a paid application the office cannot serve is refunded; this one is PAID.',
    });
  });
});
