import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { VALID_SOLE_PROPRIETORSHIP } from '@/domain/applications/business-permit-new.vectors';

/** A small PNG, as the requirement uploads take. */
export const documentPng = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: '#468' } })
    .png()
    .toBuffer();

/**
 * A new business permit filed through the API as the form files it (the apply journey walks the
 * form itself): its uploads, then application_new. Returns the application and transaction ids.
 */
export async function fileNewPermit(request: APIRequestContext, token: string) {
  const auth = { Authorization: `Bearer ${token}` };
  const uploaded = await request.post('/api/v1/taxpayers/uploads', {
    headers: auth,
    multipart: { file: { name: 'document.png', mimeType: 'image/png', buffer: await documentPng() } },
  });
  expect(uploaded.status()).toBe(201);
  const url = ((await uploaded.json()) as { data: { cdnUrl: string } }).data.cdnUrl;
  const filed = await request.post('/api/v1/bpls/taxpayer/business/permit/application_new', {
    headers: auth,
    data: {
      ...VALID_SOLE_PROPRIETORSHIP,
      requirements: { dti_certificate: url, barangay_clearance: url, lease_contract: url },
    },
  });
  expect(filed.status()).toBe(201);
  const { data } = (await filed.json()) as {
    data: { id: string; relationships: { transaction_history: { data: { id: string } } } };
  };
  return { applicationId: data.id, transactionId: data.relationships.transaction_history.data.id };
}
