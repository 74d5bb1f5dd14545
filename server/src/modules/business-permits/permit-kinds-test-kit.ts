import sharp from 'sharp';
import { expect } from 'vitest';
import { VALID_SOLE_PROPRIETORSHIP } from '@/domain/applications/business-permit-new.vectors';
import { VALID_RENEWAL } from '@/domain/applications/business-permit-renewal.vectors';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { releasePermitOf } from './released-permit-test-kit';

export type Payer = Awaited<ReturnType<PaymentsTestApp['payer']>>;
export const PERMIT = '/api/v1/bpls/taxpayer/business/permit';
export const json = async <T = { data: { id: string; attributes: Record<string, unknown> } }>(
  res: Response,
) => (await res.json()) as T;

/** The payments test app with the business permit kinds' helpers: uploads, a filed business, a renewal. */
export async function createPermitKindsApp() {
  const t = await createPaymentsTestApp();
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#a63' } })
    .png()
    .toBuffer();

  const send = (payer: Payer, method: string, path: string, body?: unknown) =>
    t.request(
      method,
      path,
      { ...payer.auth, 'Content-Type': 'application/json' },
      body === undefined ? undefined : JSON.stringify(body),
    );

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

  return { ...t, send, uploadOf, businessOf };
}

export type PermitKindsApp = Awaited<ReturnType<typeof createPermitKindsApp>>;

/** A renewal of the business, filed as the form files it. */
export const renewal = (businessId: number, url: string) => ({
  ...VALID_RENEWAL,
  business_id: businessId,
  business_name: 'Aling Nena Store Renewed',
  requirements: { gross_sales_declaration: url, barangay_clearance: url, lease_contract: url },
});
