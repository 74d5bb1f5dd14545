import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { VALID_SOLE_PROPRIETORSHIP } from '@/domain/applications/business-permit-new.vectors';
import { applicationStatusChanges } from '../../db/applications-schema';
import { taxpayers } from '../../db/auth-schema';
import { tinyPng } from '../../testing/tiny-png';
import { createPaymentsTestApp } from '../payments/payments-test-kit';

/** The payments test app with a resident filing a new business permit application, as the web app does. */
export async function createReviewTestApp() {
  const t = await createPaymentsTestApp();
  const png = await tinyPng();

  /** A resident (mobile and a confirmed e-mail) with a PENDING application; its ids. */
  async function filed(language: 'en' | 'fil' = 'en') {
    const payer = await t.payer();
    await t.db
      .update(taxpayers)
      .set({ email: `resident${payer.taxpayerId}@example.com`, emailVerifiedAt: new Date(), language })
      .where(eq(taxpayers.id, payer.taxpayerId));
    const form = new FormData();
    form.append('file', new File([new Uint8Array(png)], 'clearance.png', { type: 'image/png' }));
    const upload = await t.request('POST', '/api/v1/taxpayers/uploads', payer.auth, form);
    expect(upload.status).toBe(201);
    const url = ((await upload.json()) as { data: { cdnUrl: string } }).data.cdnUrl;
    const res = await t.request(
      'POST',
      '/api/v1/bpls/taxpayer/business/permit/application_new',
      { ...payer.auth, 'Content-Type': 'application/json' },
      JSON.stringify({
        ...VALID_SOLE_PROPRIETORSHIP,
        requirements: { dti_certificate: url, barangay_clearance: url, lease_contract: url },
      }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const body = (await res.json()) as {
      data: { id: string; relationships: { transaction_history: { data: { id: string } } } };
    };
    const [account] = await t.db.select().from(taxpayers).where(eq(taxpayers.id, payer.taxpayerId));
    return {
      payer,
      id: Number(body.data.id),
      transactionId: Number(body.data.relationships.transaction_history.data.id),
      mobile: account?.mobileNumber ?? '',
      email: account?.email ?? '',
    };
  }

  const auditOf = (applicationId: number) =>
    t.db
      .select()
      .from(applicationStatusChanges)
      .where(eq(applicationStatusChanges.applicationId, applicationId))
      .orderBy(applicationStatusChanges.id);

  return { ...t, filed, auditOf };
}

export type ReviewTestApp = Awaited<ReturnType<typeof createReviewTestApp>>;
