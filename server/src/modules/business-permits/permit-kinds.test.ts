import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_SOLE_PROPRIETORSHIP } from '@/domain/applications/business-permit-new.vectors';
import { VALID_RENEWAL } from '@/domain/applications/business-permit-renewal.vectors';
import { applications, applicationStatusChanges } from '../../db/applications-schema';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { moveStatus } from '../applications/move-status';
import { releasePermitOf } from './released-permit-test-kit';

let t: PaymentsTestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#a63' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

type Payer = Awaited<ReturnType<PaymentsTestApp['payer']>>;
const PERMIT = '/api/v1/bpls/taxpayer/business/permit';
const send = (payer: Payer, method: string, path: string, body?: unknown) =>
  t.request(
    method,
    path,
    { ...payer.auth, 'Content-Type': 'application/json' },
    body === undefined ? undefined : JSON.stringify(body),
  );
const json = async <T = { data: { id: string; attributes: Record<string, unknown> } }>(res: Response) =>
  (await res.json()) as T;

async function uploadOf(payer: Payer) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(png)], 'paper.png', { type: 'image/png' }));
  const res = await t.request('POST', '/api/v1/taxpayers/uploads', payer.auth, form);
  return (await json<{ data: { cdnUrl: string } }>(res)).data.cdnUrl;
}

/** A payer with a filed new permit (released, when asked): the business's id, and one upload of theirs. */
async function businessOf(payer: Payer, { released = false } = {}) {
  const url = await uploadOf(payer);
  const res = await send(payer, 'POST', `${PERMIT}/application_new`, {
    ...VALID_SOLE_PROPRIETORSHIP,
    requirements: { dti_certificate: url, barangay_clearance: url, lease_contract: url },
  });
  expect(res.status).toBe(201);
  const businessId = Number((await json(res)).data.id);
  if (released) await releasePermitOf(t.db, businessId);
  return { businessId, url };
}

const renewal = (businessId: number, url: string) => ({
  ...VALID_RENEWAL,
  business_id: businessId,
  business_name: 'Aling Nena Store Renewed',
  requirements: { gross_sales_declaration: url, barangay_clearance: url, lease_contract: url },
});

describe('renewal: pre-filled from the business, filed for it', () => {
  it('serves the business’s latest form, files the renewal with gross sales, and lists one business', async () => {
    const payer = await t.payer();
    const { businessId, url } = await businessOf(payer, { released: true });
    const one = await json<{ meta: { payload: Record<string, unknown> } }>(
      await send(payer, 'GET', `/api/v1/bpls/taxpayer/businesses/${String(businessId)}`),
    );
    expect(one.meta.payload).toMatchObject({
      business_name: "ALING NENA'S SARI-SARI STORE",
      tin_no: '123-456-789-000',
    });

    const filed = await send(payer, 'POST', `${PERMIT}/application_renewal`, renewal(businessId, url));
    expect(filed.status).toBe(201);
    const created = (await json(filed)).data;
    expect(created.attributes).toMatchObject({ status: 'PENDING', business_id: businessId });
    expect((created.attributes.activities as Record<string, unknown>[])[0]?.gross_amount).toBe('480000.00');

    // One renewal a year while it stands.
    const again = await send(payer, 'POST', `${PERMIT}/application_renewal`, renewal(businessId, url));
    expect(again.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(again)).errors).toEqual({
      business_id: ['This business already has a renewal filed this year.'],
    });

    // Still one business, standing by its renewal and named by it; pre-fill now comes from the renewal.
    const list = await json<{ data: { id: string; attributes: Record<string, unknown> }[] }>(
      await send(payer, 'GET', '/api/v1/bpls/taxpayer/businesses'),
    );
    expect(list.data.map((b) => b.id)).toEqual([String(businessId)]);
    expect(list.data[0]?.attributes).toMatchObject({
      transaction_type: 'RENEWAL',
      business_name: 'ALING NENA STORE RENEWED',
      route: 'e2e-business-permit-renew',
    });
  });

  it('refuses a renewal of a permit not released yet (the office is still on the new permit)', async () => {
    const payer = await t.payer();
    const { businessId, url } = await businessOf(payer);
    const early = await send(payer, 'POST', `${PERMIT}/application_renewal`, renewal(businessId, url));
    expect(early.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(early)).errors).toEqual({
      business_id: ['This business has no released permit to renew yet.'],
    });
    // The engine's own path checks the same: the pre-check belongs to the kind, not to the path.
    const viaEngine = await send(
      payer,
      'POST',
      '/api/v1/taxpayers/application_kinds/e2e-business-permit-renew/applications',
      renewal(businessId, url),
    );
    expect(viaEngine.status).toBe(422);
    await releasePermitOf(t.db, businessId);
    expect((await send(payer, 'POST', `${PERMIT}/application_renewal`, renewal(businessId, url))).status).toBe(
      201,
    );
  });

  it('refuses a business that is not the applicant’s, and a renewal without gross sales', async () => {
    const owner = await t.payer();
    const { businessId, url } = await businessOf(owner, { released: true });
    const stranger = await t.payer();
    const theirs = await send(stranger, 'POST', `${PERMIT}/application_renewal`, renewal(businessId, url));
    expect(theirs.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(theirs)).errors).toEqual({
      business_id: ['Choose one of your businesses.'],
    });
    const body = renewal(businessId, url);
    const noGross = await send(owner, 'POST', `${PERMIT}/application_renewal`, {
      ...body,
      activities: [{ ...(VALID_RENEWAL.activities as object[])[0], gross_amount: '' }],
    });
    expect(noGross.status).toBe(422);
  });
});

describe('quarterly and delinquent: what the inquiries offer is what may be filed', () => {
  it('offers this year’s quarters from the first uncovered one, and refuses a covered one', async () => {
    const payer = await t.payer();
    const { businessId } = await businessOf(payer);
    const ask = async () =>
      (
        await json<{ data: { qtr_from: number; quarters: { quarter: number; disabled: boolean }[] } }>(
          await send(payer, 'POST', `${PERMIT}/inquire_quarterly_billing`, { business_id: businessId }),
        )
      ).data;
    expect((await ask()).qtr_from).toBe(1);
    const filed = await send(payer, 'POST', `${PERMIT}/application_quarterly`, {
      business_id: businessId,
      quarter: '2',
      terms_and_conditions_accepted: true,
    });
    expect(filed.status).toBe(201);
    const { data } = await json(filed);
    expect(data.attributes).toMatchObject({ business_name: "ALING NENA'S SARI-SARI STORE", quarter: '2' });
    expect((await ask()).quarters.map((q) => q.disabled)).toEqual([true, true, false, false]);
    const again = await send(payer, 'POST', `${PERMIT}/application_quarterly`, {
      business_id: businessId,
      quarter: '1',
      terms_and_conditions_accepted: true,
    });
    expect(again.status).toBe(422);
    // The filed one's own inquiry does not count itself; its quarter may be moved on while PENDING.
    const own = await send(payer, 'POST', `${PERMIT}/transactions/${data.id}/inquire_quarter`);
    expect((await json<{ data: { qtr_from: number } }>(own)).data.qtr_from).toBe(1);
    const moved = await send(payer, 'POST', `${PERMIT}/transactions/${data.id}/select_quarter`, {
      quarter: '4',
    });
    expect(moved.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.id, Number(data.id)));
    expect(row?.payload.quarter).toBe('4');
  });

  it('offers the five past years the business has not settled, never this year', async () => {
    const payer = await t.payer();
    const { businessId, url } = await businessOf(payer);
    const year = new Date().getFullYear();
    const ask = async () =>
      (
        await json<{ data: { years: { year: number; disabled: boolean }[] } }>(
          await send(payer, 'POST', `${PERMIT}/inquire_delinquent_billing`, { business_id: businessId }),
        )
      ).data.years;
    expect((await ask()).map((y) => [y.year, y.disabled])).toEqual([
      [year - 5, false],
      [year - 4, false],
      [year - 3, false],
      [year - 2, false],
      [year - 1, false],
      [year, true],
    ]);
    const file = (y: number) =>
      send(payer, 'POST', `${PERMIT}/application_delinquent`, {
        business_id: businessId,
        year: String(y),
        gross_amount: '100000.00',
        requirements: { gross_sales_declaration: url },
        terms_and_conditions_accepted: true,
      });
    expect((await file(year)).status).toBe(422);
    expect((await file(year - 1)).status).toBe(201);
    expect((await file(year - 1)).status).toBe(422);
    expect((await ask()).map((y) => y.year)).not.toContain(year - 1);
  });
});

describe('resubmit', () => {
  it('files a returned application again, keeping the uploads not replaced, back to PENDING with an audit row', async () => {
    const payer = await t.payer();
    const { businessId, url } = await businessOf(payer);
    const resubmit = (body: unknown) =>
      send(payer, 'POST', `${PERMIT}/transactions/${String(businessId)}/resubmit_new`, body);

    // Not returned (PENDING): refused, nothing changes.
    expect((await resubmit({ ...VALID_SOLE_PROPRIETORSHIP, requirements: {} })).status).toBe(409);

    await moveStatus(
      t.db,
      {
        applicationId: businessId,
        to: 'FOR RESUBMISSION',
        actor: 'staff:1',
        reason: 'Blurred DTI certificate',
      },
      new Date(),
    );
    const stranger = await t.payer();
    const theirs = await send(
      stranger,
      'POST',
      `${PERMIT}/transactions/${String(businessId)}/resubmit_new`,
      VALID_SOLE_PROPRIETORSHIP,
    );
    expect(theirs.status).toBe(404);
    // The wrong kind's path for this application: not found either.
    expect(
      (await send(payer, 'POST', `${PERMIT}/transactions/${String(businessId)}/resubmit_renewal`, {})).status,
    ).toBe(404);

    const sharper = await uploadOf(payer);
    const res = await resubmit({
      ...VALID_SOLE_PROPRIETORSHIP,
      trade_name: 'Nena Store',
      requirements: { dti_certificate: sharper },
    });
    expect(res.status).toBe(200);
    expect((await json(res)).data.attributes).toMatchObject({ status: 'PENDING', trade_name: 'NENA STORE' });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, businessId));
    expect(row?.payload.requirements).toEqual({
      dti_certificate: sharper,
      barangay_clearance: url,
      lease_contract: url,
    });
    const audit = await t.db
      .select()
      .from(applicationStatusChanges)
      .where(eq(applicationStatusChanges.applicationId, businessId))
      .orderBy(applicationStatusChanges.id);
    expect(audit.map((a) => [a.fromStatus, a.toStatus, a.actor])).toEqual([
      [null, 'PENDING', `taxpayer:${String(payer.taxpayerId)}`],
      ['PENDING', 'FOR RESUBMISSION', 'staff:1'],
      ['FOR RESUBMISSION', 'PENDING', `taxpayer:${String(payer.taxpayerId)}`],
    ]);
    // Once PENDING again, a second resubmit is refused.
    expect((await resubmit(VALID_SOLE_PROPRIETORSHIP)).status).toBe(409);
  });

  it('resubmits a returned renewal on resubmit_renewal, still for its business', async () => {
    const payer = await t.payer();
    const { businessId, url } = await businessOf(payer, { released: true });
    const filed = await send(payer, 'POST', `${PERMIT}/application_renewal`, renewal(businessId, url));
    const renewalId = Number((await json(filed)).data.id);
    await moveStatus(
      t.db,
      { applicationId: renewalId, to: 'FOR RESUBMISSION', actor: 'staff:1', reason: 'Gross sales?' },
      new Date(),
    );
    // A business_id sent now is not taken: the renewal stays with the business it was filed for.
    const res = await send(payer, 'POST', `${PERMIT}/transactions/${String(renewalId)}/resubmit_renewal`, {
      ...renewal(businessId, url),
      business_id: 999_999,
      requirements: {},
    });
    expect(res.status).toBe(200);
    expect((await json(res)).data.attributes).toMatchObject({ status: 'PENDING', business_id: businessId });
  });

  it('serves another kind’s form as data with neccessary_fields?route=', async () => {
    const res = await t.request(
      'GET',
      '/api/v1/bpls/taxpayer/common/neccessary_fields?route=e2e-business-permit-renew',
    );
    const body = await json<{ data: { attributes: { definition: { route: string; fees: string } } } }>(res);
    expect(body.data.attributes.definition).toMatchObject({
      route: 'e2e-business-permit-renew',
      fees: 'bpls-renewal-gross',
    });
    expect((await t.request('GET', '/api/v1/bpls/taxpayer/common/neccessary_fields?route=nope')).status).toBe(
      404,
    );
  });

  it('refuses an invalid resubmission and leaves it FOR RESUBMISSION', async () => {
    const payer = await t.payer();
    const { businessId } = await businessOf(payer);
    await moveStatus(
      t.db,
      { applicationId: businessId, to: 'FOR RESUBMISSION', actor: 'staff:1', reason: 'x' },
      new Date(),
    );
    const res = await send(payer, 'POST', `${PERMIT}/transactions/${String(businessId)}/resubmit_new`, {
      ...VALID_SOLE_PROPRIETORSHIP,
      tin_no: 'nope',
    });
    expect(res.status).toBe(422);
    const list = await json<{ data: { attributes: { status: string } }[] }>(
      await send(payer, 'GET', '/api/v1/bpls/taxpayer/businesses'),
    );
    expect(list.data[0]?.attributes.status).toBe('FOR RESUBMISSION');
  });
});
