import type { Db } from '../../db/client';
import { clearedByEveryOffice } from '../applications/endorsements-test-kit';
import { moveStatus } from '../applications/move-status';

// The office's path from filing to release (the same moves staff and the payment make).
const TO_RELEASE = ['FOR ASSESSMENT (TREASURY)', 'WAITING FOR PAYMENT', 'PAID', 'FOR PRINTING', 'RELEASED'];

/**
 * Moves a business's PENDING new permit application to RELEASED, once the offices it is endorsed
 * to have cleared it: a renewal renews a released permit.
 */
export async function releasePermitOf(db: Db, applicationId: number, now = new Date()) {
  await clearedByEveryOffice(db, applicationId, now);
  for (const to of TO_RELEASE) await moveStatus(db, { applicationId, to, actor: 'operator' }, now);
}
