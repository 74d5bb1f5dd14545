import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_SOLE_PROPRIETORSHIP } from '@/domain/applications/business-permit-new.vectors';
import { VALID_RENEWAL } from '@/domain/applications/business-permit-renewal.vectors';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { fixedSchedule } from '../../fees/fee-schedules';
import { loadFeeSchedule } from '../assessment/assessment-schedule';
import { filedApplication, payable } from '../assessment/assessment-test-kit';
import { createAssessmentService } from '../assessment/assessment.service';
import { moveStatus } from '../applications/move-status';
import { releasePermitOf } from './released-permit-test-kit';

let t: PaymentsTestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

type Payer = Awaited<ReturnType<PaymentsTestApp['payer']>>;
const send = (payer: Payer, method: string, path: string, body?: unknown) =>
  t.request(
    method,
    path,
    { ...payer.auth, 'Content-Type': 'application/json' },
    body === undefined ? undefined : JSON.stringify(body),
  );
const json = async <T>(res: Response) => (await res.json()) as T;
type Created = { data: { id: string; attributes: Record<string, unknown> } };

async function uploadOf(payer: Payer) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(png)], 'paper.png', { type: 'image/png' }));
  const res = await t.request('POST', '/api/v1/taxpayers/uploads', payer.auth, form);
  return (await json<{ data: { cdnUrl: string } }>(res)).data.cdnUrl;
}

/** A new permit filed on the T_BPLS path. */
async function tempNew(payer: Payer) {
  const url = await uploadOf(payer);
  const res = await send(payer, 'POST', '/api/temp/taxpayers/business_permits', {
    ...VALID_SOLE_PROPRIETORSHIP,
    requirements: { dti_certificate: url, barangay_clearance: url, lease_contract: url },
  });
  expect(res.status).toBe(201);
  return { id: Number((await json<Created>(res)).data.id), url };
}

describe('T_BPLS: the same engine on /api/temp/taxpayers/business_permits', () => {
  it('files a new permit (a BPLS application), and a renewal of it with PUT business_permit_renewals/{id}', async () => {
    const payer = await t.payer();
    const { id, url } = await tempNew(payer);
    const listed = await json<{ data: { id: string; attributes: { transaction_type: string } }[] }>(
      await send(payer, 'GET', '/api/v1/bpls/taxpayer/businesses'),
    );
    expect(listed.data.map((b) => [b.id, b.attributes.transaction_type])).toEqual([[String(id), 'NEW']]);
    await releasePermitOf(t.db, id);
    const renewed = await send(payer, 'PUT', `/api/v1/taxpayers/business_permit_renewals/${String(id)}`, {
      ...VALID_RENEWAL,
      requirements: { gross_sales_declaration: url, barangay_clearance: url, lease_contract: url },
    });
    expect(renewed.status).toBe(201);
    expect((await json<Created>(renewed)).data.attributes).toMatchObject({
      business_id: id,
      status: 'PENDING',
    });
    // Someone else's business cannot be renewed.
    const other = await send(
      await t.payer(),
      'PUT',
      `/api/v1/taxpayers/business_permit_renewals/${String(id)}`,
      VALID_RENEWAL,
    );
    expect(other.status).toBe(422);
  });

  it('PUT /{id} corrects a returned application like resubmit_new, and only a returned one', async () => {
    const payer = await t.payer();
    const { id } = await tempNew(payer);
    const put = (body: unknown) =>
      send(payer, 'PUT', `/api/temp/taxpayers/business_permits/${String(id)}`, body);
    expect((await put(VALID_SOLE_PROPRIETORSHIP)).status).toBe(409);
    await moveStatus(
      t.db,
      { applicationId: id, to: 'FOR RESUBMISSION', actor: 'staff:1', reason: 'x' },
      new Date(),
    );
    const res = await put({ ...VALID_SOLE_PROPRIETORSHIP, requirements: {} });
    expect(res.status).toBe(200);
    expect((await json<Created>(res)).data.attributes.status).toBe('PENDING');
  });

  it('recalculate answers what the fee schedule computes (§143: 1/20 of 1% of the capital), without a message', async () => {
    const payer = await t.payer();
    const { id } = await tempNew(payer);
    const res = await send(payer, 'POST', `/api/temp/taxpayers/business_permits/${String(id)}/recalculate`);
    expect(res.status).toBe(200);
    const body = await json<{
      data: { lines: { code: string; amount: number }[]; total: number };
      message?: string;
    }>(res);
    expect(body.message).toBeUndefined();
    // ₱150,000.00 capital → ₱75.00 of business tax, among the lines.
    expect(body.data.lines.map((l) => l.amount)).toContain(7_500);
    expect(
      (await send(await t.payer(), 'POST', `/api/temp/taxpayers/business_permits/${String(id)}/recalculate`))
        .status,
    ).toBe(404);
  });

  it('regenerate refuses an application without an expired SOA (B’s regenerate_soa)', async () => {
    const payer = await t.payer();
    const { id } = await tempNew(payer);
    const res = await send(payer, 'POST', `/api/temp/taxpayers/business_permits/${String(id)}/regenerate`);
    expect(res.status).toBe(409);
  });

  it('download_form (T_BPLS and BPLS) is the filled form as a PDF, for the owner only', async () => {
    const payer = await t.payer();
    const { id } = await tempNew(payer);
    for (const path of [
      '/api/temp/taxpayers/business_permits/download_form',
      '/api/v1/bpls/taxpayer/business/permit/download_form',
    ]) {
      const res = await send(payer, 'POST', path, { id });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('application/pdf');
      const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
      expect(pdf.getTitle()).toMatch(/^New Business Permit BYN-/);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    }
    expect(
      (await send(await t.payer(), 'POST', '/api/temp/taxpayers/business_permits/download_form', { id }))
        .status,
    ).toBe(404);
  });
});

describe('eBPLS: quarters through the same engine', () => {
  it('verifies a quarter (Successfully Verified), files it with select_quarter, and refuses it once covered', async () => {
    const payer = await t.payer();
    const { id } = await tempNew(payer);
    const verify = (quarter: string) =>
      send(
        payer,
        'GET',
        `/api/v1/ebpls/taxpayer/applications/verify/select_quarter?business_id=${String(id)}&quarter=${quarter}`,
      );
    const ok = await verify('2');
    expect(ok.status).toBe(200);
    expect((await json<{ message: string }>(ok)).message).toBe('Successfully Verified');
    expect((await verify('9')).status).toBe(422);
    const filed = await send(payer, 'POST', '/api/v1/ebpls/taxpayer/applications/select_quarter', {
      business_id: id,
      quarter: '2',
      terms_and_conditions_accepted: true,
    });
    expect(filed.status).toBe(201);
    const quarterlyId = (await json<Created>(filed)).data.id;
    expect((await verify('1')).status).toBe(422);
    // transaction/{id}/select_quarter moves it on, as BPLS transactions/{id}/select_quarter does.
    const moved = await send(
      payer,
      'POST',
      `/api/v1/ebpls/taxpayer/applications/transaction/${quarterlyId}/select_quarter`,
      { quarter: '3' },
    );
    expect(moved.status).toBe(200);
  });

  it('generate_soa and generate_permits wait for an SOA and a release', async () => {
    const payer = await t.payer();
    const { id } = await tempNew(payer);
    expect(
      (await send(payer, 'POST', `/api/v1/ebpls/taxpayer/applications/${String(id)}/generate_soa`)).status,
    ).toBe(409);
    expect(
      (
        await send(
          payer,
          'POST',
          `/api/v1/ebpls/taxpayer/applications/transaction/${String(id)}/generate_permits`,
        )
      ).status,
    ).toBe(409);
    expect(
      (await send(await t.payer(), 'POST', `/api/v1/ebpls/taxpayer/applications/${String(id)}/generate_soa`))
        .status,
    ).toBe(404);
  });

  it('generate_soa for an SOA past its last day issues a new one, even before the expiry pass ran', async () => {
    const payer = await t.payer();
    const { id } = await filedApplication(t, payer);
    const assessment = createAssessmentService({
      db: t.db,
      now: t.clock.now,
      schedule: fixedSchedule(loadFeeSchedule()),
    });
    const { soa } = payable(await assessment.assess(id, {}, 'staff:7'));
    t.clock.advanceMinutes(40 * 24 * 60);
    const { token } = await t.infrastructure.sessions.create(payer.taxpayerId);
    const later = { ...payer, auth: { Authorization: `Bearer ${token}` } };
    const res = await send(later, 'POST', `/api/v1/ebpls/taxpayer/applications/${String(id)}/generate_soa`);
    expect(res.status).toBe(200);
    const answer = await json<{ data: { status: string; soa: { number: string } } }>(res);
    expect(answer.data.status).toBe('WAITING FOR PAYMENT');
    expect(answer.data.soa.number).not.toBe(soa.soaNumber);
  });

  it('generate_soa after a failed payment is the same SOA, to be paid again', async () => {
    const payer = await t.payer();
    const { id, transactionId } = await filedApplication(t, payer);
    const assessment = createAssessmentService({
      db: t.db,
      now: t.clock.now,
      schedule: fixedSchedule(loadFeeSchedule()),
    });
    const { soa } = payable(await assessment.assess(id, {}, 'staff:7'));
    await t.webhook((await t.checkoutFor(transactionId, payer.auth)).id, 'failed');
    expect(await t.transaction(transactionId)).toMatchObject({ status: 'PAYMENT FAILED' });
    const res = await send(payer, 'POST', `/api/v1/ebpls/taxpayer/applications/${String(id)}/generate_soa`);
    expect(res.status).toBe(200);
    expect(await json<{ data: { status: string; soa: { number: string } } }>(res)).toMatchObject({
      data: { status: 'PAYMENT FAILED', soa: { number: soa.soaNumber } },
    });
  });
});
