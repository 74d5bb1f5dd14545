import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox, taxpayers } from '../../db/auth-schema';
import { readEnv } from '../../env';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { staffBearer } from '../staff/staff-test-kit';
import { freeCertificate, paidClearance, scheduleWithTestRule } from './engine-kinds-test-kit';

// The engine proved generic (issue 26): two kinds the code never names — a free certificate and
// a paid clearance, both about a person — go from filing to release through the engine's API and
// the console's, as the business permits do.
let t: PaymentsTestApp;
let licensing: string;
let treasury: string;
beforeAll(async () => {
  t = await createPaymentsTestApp({
    config: readEnv({ FEE_SCHEDULE_FILE: scheduleWithTestRule() }),
    applicationKinds: [freeCertificate, paidClearance],
  });
  licensing = await staffBearer(t, ['licensing']);
  treasury = await staffBearer(t, ['treasury']);
});
afterAll(() => t.close());

type Payer = Awaited<ReturnType<PaymentsTestApp['payer']>>;
type Json = Record<string, unknown> & { data: Record<string, unknown> };
const call = async (method: string, path: string, auth: string | Record<string, string>, body?: unknown) => {
  const headers = typeof auth === 'string' ? { Authorization: auth } : auth;
  const res = await t.request(
    method,
    path,
    { ...headers, 'Content-Type': 'application/json' },
    body === undefined ? undefined : JSON.stringify(body),
  );
  return { status: res.status, body: (await res.json()) as Json };
};
const kindPath = (route: string) => `/api/v1/taxpayers/application_kinds/${route}`;
const ANSWERS = { first_name: 'Juan', last_name: 'dela Cruz', purpose: 'Employment' };

/** Files a kind as the web form does; the application's and its transaction's ids. */
async function file(payer: Payer, route: string) {
  const filed = await call('POST', `${kindPath(route)}/applications`, payer.auth, ANSWERS);
  expect(filed.status, JSON.stringify(filed.body)).toBe(201);
  const data = filed.body.data as {
    id: string;
    relationships: { transaction_history: { data: { id: string } } };
  };
  return { id: data.id, transactionId: data.relationships.transaction_history.data.id };
}

/** The officer returns it with a reason; the applicant reads the reason and resubmits, corrected. */
async function returnAndResubmit(payer: Payer, id: string, transactionId: string) {
  const returned = await call('POST', `/api/v1/staff/applications/${id}/moves`, licensing, {
    to: 'FOR RESUBMISSION',
    reason: 'Please give the purpose in full.',
  });
  expect(returned.status).toBe(200);
  const mine = await call(
    'GET',
    `/api/v1/taxpayers/applications?transaction_history_id=${transactionId}`,
    payer.auth,
  );
  expect(mine.body.data).toMatchObject([{ id, attributes: { status: 'FOR RESUBMISSION' } }]);
  const one = await call('GET', `/api/v1/taxpayers/applications/${id}`, payer.auth);
  expect((one.body.meta as { history: { to: string; reason: string }[] }).history.at(-1)).toMatchObject({
    to: 'FOR RESUBMISSION',
    reason: 'Please give the purpose in full.',
  });
  const again = await call('POST', `/api/v1/taxpayers/applications/${id}/resubmit`, payer.auth, {
    ...ANSWERS,
    purpose: 'Employment abroad',
  });
  expect(again.status).toBe(200);
  expect(again.body.data).toMatchObject({
    attributes: { status: 'PENDING', purpose: expect.stringMatching(/^employment abroad$/i) },
  });
}

const transactionOf = async (payer: Payer, transactionId: string) =>
  (await call('GET', `/api/v1/taxpayers/transaction_histories/${transactionId}`, payer.auth)).body.data
    .attributes as Record<string, unknown>;

describe('a free kind about a person', () => {
  it('files, is returned and resubmitted, is approved straight to printing and released without payment', async () => {
    const payer = await t.payer();
    const invalid = await call('POST', `${kindPath(freeCertificate.route)}/applications`, payer.auth, {});
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors as object).sort()).toEqual(['first_name', 'last_name', 'purpose']);

    const { id, transactionId } = await file(payer, freeCertificate.route);
    expect(await transactionOf(payer, transactionId)).toMatchObject({
      module_type: 'TESTFREE',
      description: expect.stringMatching(/^Free Certificate: juan dela cruz$/i),
      is_application: true,
      status: 'PENDING',
    });
    await returnAndResubmit(payer, id, transactionId);

    // The console offers what the kind's workflow allows: no assessment, straight to printing.
    const detail = await call('GET', `/api/v1/staff/applications/${id}`, licensing);
    expect(detail.body.data).toMatchObject({
      next: ['FOR PRINTING', 'FOR RESUBMISSION', 'REJECTED', 'CANCELLED'],
    });
    const assess = await call('POST', `/api/v1/staff/applications/${id}/moves`, licensing, {
      to: 'FOR ASSESSMENT (TREASURY)',
    });
    expect(assess.status).toBe(409);
    expect(
      (await call('POST', `/api/v1/staff/applications/${id}/moves`, licensing, { to: 'FOR PRINTING' }))
        .status,
    ).toBe(200);
    const released = await call('POST', `/api/v1/staff/applications/${id}/release`, licensing, {});
    expect(released.body.data).toEqual({ status: 'RELEASED', permit: null });
    expect(await transactionOf(payer, transactionId)).toMatchObject({ status: 'RELEASED', amount: '0.00' });
  });
});

describe('a paid kind about a person', () => {
  it('files, is returned and resubmitted, is assessed by its own rule and prefix, paid, printed and released', async () => {
    const payer = await t.payer();
    const { id, transactionId } = await file(payer, paidClearance.route);
    await returnAndResubmit(payer, id, transactionId);
    // Printing before payment is not this kind's way.
    const early = await call('POST', `/api/v1/staff/applications/${id}/moves`, licensing, {
      to: 'FOR PRINTING',
    });
    expect(early.status).toBe(409);
    expect(
      (
        await call('POST', `/api/v1/staff/applications/${id}/moves`, licensing, {
          to: 'FOR ASSESSMENT (TREASURY)',
        })
      ).status,
    ).toBe(200);
    const assessed = await call('POST', `/api/v1/staff/applications/${id}/assess`, treasury, {});
    expect(assessed.status).toBe(200);
    expect(assessed.body.data).toMatchObject({
      status: 'WAITING FOR PAYMENT',
      soa: { number: expect.stringMatching(/^TC-SOA-\d{4}-\d{6}$/), total: 20_000 },
    });
    expect(await transactionOf(payer, transactionId)).toMatchObject({ amount: '200.00', can_pay: true });

    await t.webhook((await t.checkoutFor(Number(transactionId), payer.auth)).id, 'paid');
    expect(await transactionOf(payer, transactionId)).toMatchObject({ status: 'PAID' });
    expect(
      (await call('POST', `/api/v1/staff/applications/${id}/moves`, licensing, { to: 'FOR PRINTING' }))
        .status,
    ).toBe(200);
    const released = await call('POST', `/api/v1/staff/applications/${id}/release`, licensing, {});
    expect(released.status).toBe(200);
    expect(await transactionOf(payer, transactionId)).toMatchObject({ status: 'RELEASED' });

    // Its own release wording, not a business permit's.
    const [account] = await t.db.select().from(taxpayers).where(eq(taxpayers.id, payer.taxpayerId));
    await vi.waitFor(async () => {
      const texts = (await t.db.select().from(outbox))
        .filter((m) => m.to === account?.mobileNumber)
        .map((m) => m.body);
      expect(texts.some((b) => /Your clearance BYN-.* is ready\. Bring a valid ID/.test(b))).toBe(true);
      expect(texts.join('\n')).not.toMatch(/permit/i);
    });
  });

  it('is acted on only by staff of its offices', async () => {
    const payer = await t.payer();
    const { id } = await file(payer, freeCertificate.route);
    // The free certificate's office is licensing alone: the treasury may not return it.
    const moved = await call('POST', `/api/v1/staff/applications/${id}/moves`, treasury, {
      to: 'FOR RESUBMISSION',
      reason: 'Not ours to return',
    });
    expect(moved.status).toBe(403);
  });
});
