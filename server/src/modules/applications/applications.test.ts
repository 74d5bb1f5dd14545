import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_SOLE_PROPRIETORSHIP } from '@/domain/applications/business-permit-new.vectors';
import { applications, applicationStatusChanges } from '../../db/applications-schema';
import { transactionHistories } from '../../db/payments-schema';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { clearedByEveryOffice } from './endorsements-test-kit';
import { moveStatus } from './move-status';

let t: PaymentsTestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#36a' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

type Payer = Awaited<ReturnType<PaymentsTestApp['payer']>>;
const PERMIT = '/api/v1/bpls/taxpayer/business/permit';
const DRAFT = '/api/v1/taxpayers/application_drafts/e2e-business-permit-new';
const send = (payer: Payer, method: string, path: string, body?: unknown) =>
  t.request(
    method,
    path,
    { ...payer.auth, 'Content-Type': 'application/json' },
    body === undefined ? undefined : JSON.stringify(body),
  );

async function uploadOf(payer: Payer) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(png)], 'clearance.png', { type: 'image/png' }));
  const res = await t.request('POST', '/api/v1/taxpayers/uploads', payer.auth, form);
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { cdnUrl: string } }).data.cdnUrl;
}

async function applicationOf(payer: Payer) {
  const url = await uploadOf(payer);
  const requirements = { dti_certificate: url, barangay_clearance: url, lease_contract: url };
  const res = await send(payer, 'POST', `${PERMIT}/application_new`, {
    ...VALID_SOLE_PROPRIETORSHIP,
    requirements,
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as {
    data: {
      id: string;
      attributes: Record<string, unknown>;
      relationships: { transaction_history: { data: { id: string } } };
    };
  };
  return {
    id: Number(body.data.id),
    body,
    transactionId: Number(body.data.relationships.transaction_history.data.id),
  };
}

const auditOf = (applicationId: number) =>
  t.db
    .select()
    .from(applicationStatusChanges)
    .where(eq(applicationStatusChanges.applicationId, applicationId))
    .orderBy(applicationStatusChanges.id);
const statusOf = async (transactionId: number) =>
  (await t.db.select().from(transactionHistories).where(eq(transactionHistories.id, transactionId)))[0]
    ?.status;

describe('drafts', () => {
  it('keeps what was typed per account, resumable, and nobody else sees it', async () => {
    const payer = await t.payer();
    expect(await (await send(payer, 'GET', DRAFT)).json()).toEqual({ data: null });
    const saved = await send(payer, 'PUT', DRAFT, {
      payload: { business_name: 'half typ' },
      step: 'business',
    });
    expect(saved.status).toBe(200);
    await send(payer, 'PUT', DRAFT, { payload: { business_name: 'half typed' }, step: 'owner' });
    const resumed = (await (await send(payer, 'GET', DRAFT)).json()) as {
      data: { attributes: Record<string, unknown> };
    };
    expect(resumed.data.attributes).toMatchObject({
      payload: { business_name: 'half typed' },
      step: 'owner',
    });
    expect(await (await send(await t.payer(), 'GET', DRAFT)).json()).toEqual({ data: null });
  });

  it('refuses an unknown application type, and uploads that are not the account’s own', async () => {
    const payer = await t.payer();
    expect((await send(payer, 'GET', '/api/v1/taxpayers/application_drafts/ebpls-new')).status).toBe(404);
    const theirs = await uploadOf(await t.payer());
    const res = await send(payer, 'PUT', DRAFT, {
      payload: { requirements: { barangay_clearance: theirs } },
    });
    expect(res.status).toBe(422);
    expect(
      ((await res.json()) as { errors: Record<string, string[]> }).errors['requirements.barangay_clearance'],
    ).toEqual(['This file is not one of your uploads. Please upload it again.']);
  });
});

describe('POST …/business/permit/application_new', () => {
  it('files a valid application as a PENDING transaction of the history, audited, and ends the draft', async () => {
    const payer = await t.payer();
    await send(payer, 'PUT', DRAFT, { payload: { business_name: 'x' }, step: 'business' });
    const { id, body, transactionId } = await applicationOf(payer);
    expect(body.data.attributes).toMatchObject({
      status: 'PENDING',
      business_name: "ALING NENA'S SARI-SARI STORE",
    });

    const history = (await (await send(payer, 'GET', '/api/v1/taxpayers/transaction_histories')).json()) as {
      data: { id: string; attributes: Record<string, unknown> }[];
    };
    const row = history.data.find((r) => Number(r.id) === transactionId);
    expect(row?.attributes).toMatchObject({
      module_type: 'BPLS',
      transaction_type: 'NEW',
      status: 'PENDING',
      status_state: 'warning',
      status_description: 'Your application was submitted and is waiting to be processed.',
      can_pay: false,
    });
    expect(await auditOf(id)).toMatchObject([
      { fromStatus: null, toStatus: 'PENDING', actor: `taxpayer:${payer.taxpayerId}` },
    ]);
    expect(await (await send(payer, 'GET', DRAFT)).json()).toEqual({ data: null });
  });

  it('answers 422 naming the field, in Filipino when asked, and files nothing', async () => {
    const payer = await t.payer();
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(applications);
    const res = await t.request(
      'POST',
      `${PERMIT}/application_new`,
      { ...payer.auth, 'Content-Type': 'application/json', 'Accept-Language': 'fil' },
      JSON.stringify({ ...VALID_SOLE_PROPRIETORSHIP, tin_no: '123' }),
    );
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors)).toEqual(['tin_no']);
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(applications)).toEqual(before);
  });

  it('refuses requirement uploads of another account', async () => {
    const payer = await t.payer();
    const theirs = await uploadOf(await t.payer());
    const res = await send(payer, 'POST', `${PERMIT}/application_new`, {
      ...VALID_SOLE_PROPRIETORSHIP,
      requirements: { dti_certificate: theirs, barangay_clearance: theirs, lease_contract: theirs },
    });
    expect(res.status).toBe(422);
  });
});

describe('status moves', () => {
  it('moves only as the workflow table allows: 409 and nothing changes otherwise, an audit row for each move', async () => {
    const payer = await t.payer();
    const { id, transactionId } = await applicationOf(payer);
    await expect(
      moveStatus(t.db, { applicationId: id, to: 'RELEASED', actor: 'operator' }, new Date()),
    ).rejects.toMatchObject({
      status: 409,
    });
    expect(await statusOf(transactionId)).toBe('PENDING');
    expect(await auditOf(id)).toHaveLength(1);

    // Past PENDING once the offices it is endorsed to have cleared it (endorsements.test.ts).
    await clearedByEveryOffice(t.db, id);
    for (const to of [
      'FOR ASSESSMENT (ADMIN)',
      'FOR RESUBMISSION',
      'PENDING',
      'FOR ASSESSMENT (TREASURY)',
      'WAITING FOR PAYMENT',
    ]) {
      await moveStatus(t.db, { applicationId: id, to, actor: 'staff:1', reason: `to ${to}` }, new Date());
    }
    expect(await statusOf(transactionId)).toBe('WAITING FOR PAYMENT');
    const audit = await auditOf(id);
    expect(audit.map((a) => [a.fromStatus, a.toStatus])).toEqual([
      [null, 'PENDING'],
      ['PENDING', 'FOR ASSESSMENT (ADMIN)'],
      ['FOR ASSESSMENT (ADMIN)', 'FOR RESUBMISSION'],
      ['FOR RESUBMISSION', 'PENDING'],
      ['PENDING', 'FOR ASSESSMENT (TREASURY)'],
      ['FOR ASSESSMENT (TREASURY)', 'WAITING FOR PAYMENT'],
    ]);
    expect(audit[2]).toMatchObject({ actor: 'staff:1', reason: 'to FOR RESUBMISSION' });

    // The taxpayer can no longer withdraw a billed application.
    const cancel = await send(payer, 'POST', `${PERMIT}/transactions/${id}/cancel`, {});
    expect(cancel.status).toBe(409);
    expect(await statusOf(transactionId)).toBe('WAITING FOR PAYMENT');
    expect(await auditOf(id)).toHaveLength(6);
  });

  it('lets the taxpayer withdraw a PENDING application of their own, once', async () => {
    const payer = await t.payer();
    const { id, transactionId } = await applicationOf(payer);
    expect((await send(await t.payer(), 'POST', `${PERMIT}/transactions/${id}/cancel`, {})).status).toBe(404);
    const first = await send(payer, 'POST', `${PERMIT}/transactions/${id}/cancel`, {
      reason: 'changed my mind',
    });
    expect(first.status).toBe(200);
    expect(await statusOf(transactionId)).toBe('CANCELLED');
    expect((await send(payer, 'POST', `${PERMIT}/transactions/${id}/cancel`, {})).status).toBe(409);
    expect((await auditOf(id)).at(-1)).toMatchObject({
      fromStatus: 'PENDING',
      toStatus: 'CANCELLED',
      reason: 'changed my mind',
    });
  });

  it('keeps the audit append-only in the database itself', async () => {
    const { id } = await applicationOf(await t.payer());
    await expect(
      t.db
        .update(applicationStatusChanges)
        .set({ reason: 'rewritten' })
        .where(eq(applicationStatusChanges.applicationId, id)),
    ).rejects.toThrow();
    await expect(
      t.db.delete(applicationStatusChanges).where(eq(applicationStatusChanges.applicationId, id)),
    ).rejects.toThrow();
  });
});

describe('businesses, requirements and the form', () => {
  it('lists the account’s own business applications with their status', async () => {
    const payer = await t.payer();
    const { id } = await applicationOf(payer);
    const list = (await (await send(payer, 'GET', '/api/v1/bpls/taxpayer/businesses')).json()) as {
      data: { id: string; attributes: Record<string, unknown> }[];
    };
    expect(list.data.map((b) => b.id)).toEqual([String(id)]);
    expect(list.data[0]?.attributes).toMatchObject({
      status: 'PENDING',
      kind_of_ownership: 'SOLE PROPRIETORSHIP',
    });
    const one = await send(payer, 'GET', `/api/v1/bpls/taxpayer/businesses/${id}`);
    expect(one.status).toBe(200);
    expect(((await one.json()) as { meta: { payload: Record<string, unknown> } }).meta.payload.tin_no).toBe(
      '123-456-789-000',
    );
    expect((await send(await t.payer(), 'GET', `/api/v1/bpls/taxpayer/businesses/${id}`)).status).toBe(404);
  });

  it('serves the requirements of BPLS NEW and the form as data', async () => {
    const res = await t.request('GET', '/api/v1/taxpayers/application_statuses/5/requirements');
    const codes = ((await res.json()) as { data: { id: string }[] }).data.map((r) => r.id);
    expect(codes).toContain('barangay_clearance');
    const form = (await (
      await t.request('GET', '/api/v1/bpls/taxpayer/common/neccessary_fields')
    ).json()) as {
      data: { attributes: { definition: { route: string } } };
    };
    expect(form.data.attributes.definition.route).toBe('e2e-business-permit-new');
  });
});
