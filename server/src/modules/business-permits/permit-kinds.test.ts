import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_RENEWAL } from '@/domain/applications/business-permit-renewal.vectors';
import { applications } from '../../db/applications-schema';
import { releasePermitOf } from './released-permit-test-kit';
import { createPermitKindsApp, json, PERMIT, renewal, type PermitKindsApp } from './permit-kinds-test-kit';

let t: PermitKindsApp;
beforeAll(async () => {
  t = await createPermitKindsApp();
});
afterAll(() => t.close());
// Bound late: `t` is made in beforeAll.
const send: PermitKindsApp['send'] = (...args) => t.send(...args);
const businessOf: PermitKindsApp['businessOf'] = (...args) => t.businessOf(...args);

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
    expect(
      (await send(payer, 'POST', `${PERMIT}/application_renewal`, renewal(businessId, url))).status,
    ).toBe(201);
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
