import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { VALID_SOLE_PROPRIETORSHIP } from '@/domain/applications/business-permit-new.vectors';
import { applicationStatusChanges } from '../../db/applications-schema';
import type { Db } from '../../db/client';
import type { PaymentsTestApp } from '../payments/payments-test-kit';
import { clearedByEveryOffice } from '../applications/endorsements-test-kit';
import { moveStatus } from '../applications/move-status';

type Payer = Awaited<ReturnType<PaymentsTestApp['payer']>>;

let png: Buffer | undefined;

/**
 * For the assessment and permit tests: a payer's new business permit application (₱150,000
 * capital, one activity), filed over HTTP, cleared by the offices it is endorsed to and moved by
 * the office to `status` (the same moves staff make, as 'operator').
 */
export async function filedApplication(
  t: PaymentsTestApp,
  payer: Payer,
  status = 'FOR ASSESSMENT (TREASURY)',
) {
  png ??= await sharp({ create: { width: 4, height: 4, channels: 3, background: '#36a' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new File([new Uint8Array(png)], 'clearance.png', { type: 'image/png' }));
  const upload = await t.request('POST', '/api/v1/taxpayers/uploads', payer.auth, form);
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
  if (res.status !== 201) throw new Error(`application_new answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as {
    data: { id: string; relationships: { transaction_history: { data: { id: string } } } };
  };
  const id = Number(body.data.id);
  const transactionId = Number(body.data.relationships.transaction_history.data.id);
  const path: Record<string, string[]> = {
    PENDING: [],
    'FOR ASSESSMENT (TREASURY)': ['FOR ASSESSMENT (TREASURY)'],
    'FOR ASSESSMENT (ADMIN)': ['FOR ASSESSMENT (ADMIN)'],
  };
  // Past PENDING only once every office it is endorsed to has cleared it (zoning, fire …).
  if (status !== 'PENDING') await clearedByEveryOffice(t.db, id, t.clock.now());
  for (const to of path[status] ?? [status]) {
    await moveStatus(t.db, { applicationId: id, to, actor: 'operator' }, t.clock.now());
  }
  return { id, transactionId };
}

/** An application's audit trail in order, as the assertions read it: who, from, to, why. */
export async function auditTrail(db: Db, applicationId: number) {
  const rows = await db
    .select()
    .from(applicationStatusChanges)
    .where(eq(applicationStatusChanges.applicationId, applicationId))
    .orderBy(applicationStatusChanges.id);
  return rows.map((r) => ({ actor: r.actor, from: r.fromStatus, to: r.toStatus, reason: r.reason }));
}

/** An assessment's result that made the SOA payable at once (no second officer needed), or the test fails. */
export function payable<R extends { soa?: unknown }>(result: R): R & { soa: NonNullable<R['soa']> } {
  if (!result.soa) throw new Error('the assessment waits for approval: no SOA was issued');
  return result as R & { soa: NonNullable<R['soa']> };
}
