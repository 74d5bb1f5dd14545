import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_SOLE_PROPRIETORSHIP } from '@/domain/applications/business-permit-new.vectors';
import { applications, applicationStatusChanges } from '../../db/applications-schema';
import { moveStatus } from '../applications/move-status';
import { createPermitKindsApp, json, PERMIT, renewal, type PermitKindsApp } from './permit-kinds-test-kit';

let t: PermitKindsApp;
beforeAll(async () => {
  t = await createPermitKindsApp();
});
afterAll(() => t.close());
// Bound late: `t` is made in beforeAll.
const send: PermitKindsApp['send'] = (...args) => t.send(...args);
const businessOf: PermitKindsApp['businessOf'] = (...args) => t.businessOf(...args);
const uploadOf: PermitKindsApp['uploadOf'] = (...args) => t.uploadOf(...args);

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
