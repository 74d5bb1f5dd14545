import type { AdjustmentState } from '@/domain/fees/fee-adjustment';
import { shareBelowBp } from '@/domain/fees/fee-adjustment';
import { assessmentAdjustments } from '../../db/adjustments-schema';
import { auditEvents } from '../../db/audit-schema';
import type { Tx } from '../../db/client';
import type { SoaLine } from '../../db/permits-schema';

/** The officer who acts: the audit's actor string and their name as it is now. */
export interface Officer {
  actor: string;
  name: string;
}

export interface AdjustmentToRecord {
  applicationId: number;
  scheduleLines: readonly SoaLine[];
  lines: readonly SoaLine[];
  approvalShareBp: number;
  state: Extract<AdjustmentState, 'pending' | 'not_required'>;
  reason: string;
  officer: Officer;
  soaId?: number;
}

const total = (lines: readonly SoaLine[]) => lines.reduce((sum, l) => sum + l.amount, 0);

/**
 * Keeps an assessment that differs from the schedule inside the caller's transaction, with its
 * `assessment.adjust` line in the audit log (by name: the viewer reads `staff:N` as the member).
 */
export async function recordAdjustment(tx: Tx, a: AdjustmentToRecord, now: Date) {
  const scheduleTotal = total(a.scheduleLines);
  const adjustedTotal = total(a.lines);
  const [row] = await tx
    .insert(assessmentAdjustments)
    .values({
      applicationId: a.applicationId,
      scheduleLines: [...a.scheduleLines],
      scheduleTotal,
      lines: [...a.lines],
      adjustedTotal,
      shareBelowBp: shareBelowBp(scheduleTotal, adjustedTotal),
      approvalShareBp: a.approvalShareBp,
      state: a.state,
      reason: a.reason,
      adjustedBy: a.officer.actor,
      adjustedByName: a.officer.name,
      adjustedAt: now,
      soaId: a.soaId ?? null,
    })
    .returning();
  if (!row) throw new Error('adjustment not recorded');
  await tx.insert(auditEvents).values({
    actor: a.officer.actor,
    action: 'assessment.adjust',
    subject: `application:${String(a.applicationId)}`,
    detail: {
      adjustment_id: row.id,
      schedule_total: scheduleTotal,
      adjusted_total: adjustedTotal,
      share_below_bp: row.shareBelowBp,
      approval_share_bp: a.approvalShareBp,
      needs_approval: a.state === 'pending',
      reason: a.reason,
      adjusted_by: a.officer.name,
    },
    createdAt: now,
  });
  return row;
}
