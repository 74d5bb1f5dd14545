import type { AssessmentAdjustment } from '../../db/adjustments-schema';
import type { AdjustmentRow } from './adjustments-list';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** An adjustment in the approval queue (`GET /api/v1/staff/assessment_adjustments`), amounts in centavos. */
export const adjustmentListItem = (r: AdjustmentRow) => ({
  id: r.id,
  application_id: r.applicationId,
  reference_number: r.referenceNumber,
  title: r.title,
  applicant: r.applicant,
  status: r.status,
  state: r.state,
  schedule_total: r.scheduleTotal,
  adjusted_total: r.adjustedTotal,
  share_below_bp: r.shareBelowBp,
  approval_share_bp: r.approvalShareBp,
  reason: r.reason,
  adjusted_by: r.adjustedByName,
  adjusted_at: r.adjustedAt.toISOString(),
  decided_by: r.decidedByName,
  decided_at: iso(r.decidedAt),
  decision_reason: r.decisionReason,
  soa_number: r.soaNumber,
});

/**
 * An application's latest adjustment on its console page: the schedule's lines beside the
 * officer's, the share, who adjusted and who decided. `mine` tells the signed-in officer it is
 * theirs (they cannot approve it).
 */
export const adjustmentDetail = (r: AssessmentAdjustment, viewerActor: string) => ({
  id: r.id,
  state: r.state,
  schedule_lines: r.scheduleLines,
  schedule_total: r.scheduleTotal,
  lines: r.lines,
  adjusted_total: r.adjustedTotal,
  share_below_bp: r.shareBelowBp,
  approval_share_bp: r.approvalShareBp,
  reason: r.reason,
  adjusted_by: r.adjustedByName,
  adjusted_at: r.adjustedAt.toISOString(),
  decided_by: r.decidedByName,
  decided_at: iso(r.decidedAt),
  decision_reason: r.decisionReason,
  mine: r.adjustedBy === viewerActor,
});
