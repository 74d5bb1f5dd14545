import { eq } from 'drizzle-orm';
import {
  APPROVAL_SHARE_SETTING,
  DEFAULT_APPROVAL_SHARE_BP,
  readApprovalShare,
} from '@/domain/fees/fee-adjustment';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

/** `settings set fee_adjustment_approval_share …`'s check (content/setting-rules.ts): a problem in words, or undefined. */
export const approvalShareRule = (raw: string) =>
  readApprovalShare(raw) === null ? 'must be a percentage from 0 to 99, e.g. 10' : undefined;

/**
 * The share (basis points) an officer may lower an assessment's total below the schedule by
 * without a second officer's approval: the operator's setting, or 10% when it is not set (or not
 * readable, which `settings set` never stores).
 */
export async function approvalShareBp(db: Db): Promise<number> {
  const [row] = await db.select().from(settings).where(eq(settings.key, APPROVAL_SHARE_SETTING));
  return (row && readApprovalShare(row.value)) ?? DEFAULT_APPROVAL_SHARE_BP;
}
