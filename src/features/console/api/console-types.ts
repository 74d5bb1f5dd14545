import type { Bilingual } from '@/domain/applications/application-definition';
import type { AdjustmentState } from '@/domain/fees/fee-adjustment';
import type { StaffPermission } from '@/domain/staff/staff-permissions';
import type { EndorsementItem } from './endorsement-types';

/** The signed-in member (`GET /api/v1/staff/auth/me`): their role codes, what those grant, their offices. */
export interface StaffMember {
  id: number;
  username: string;
  name: string;
  roles: string[];
  permissions: StaffPermission[];
  offices: string[];
}

export interface SignInStarted {
  token: string;
  next: 'code' | 'enrol';
  enrolment?: { qr_code_url: string; secret: string; otpauth_url: string };
}

export interface QueueItem {
  id: number;
  reference_number: string;
  status: string;
  state: string;
  title: Bilingual;
  /** The kind's summary fields (a business's name …), as its definition names them. */
  summary: string;
  applicant: string;
  submitted_at: string;
  updated_at: string;
}

export interface QueuePage {
  data: QueueItem[];
  meta: {
    counts: Record<string, number>;
    pagination: { total: number; count: number; per_page: number; current_page: number; total_pages: number };
  };
}

export interface Answer {
  name: string;
  label: Bilingual;
  value: Bilingual;
}

export interface ConsoleApplication {
  id: number;
  reference_number: string;
  title: Bilingual;
  status: string;
  state: string;
  description: Bilingual;
  next: string[];
  /** The document its release issues, as its entry names it; null for a kind that issues none. */
  issues?: { title: Bilingual; noun: Bilingual } | null;
  amount: number;
  applicant: { name: string; mobile_number: string | null; email: string | null };
  submitted_at: string;
  steps: {
    id: string;
    title: Bilingual;
    answers: Answer[];
    groups: { name: string; label: Bilingual; rows: Answer[][] }[];
  }[];
  requirements: { code: string; label: Bilingual; required: boolean; url: string | null }[];
  audit: {
    actor: string;
    actor_name: string | null;
    from: string | null;
    to: string;
    reason: string;
    at: string;
  }[];
  soa?: { number: string; total: number; expires_on: string; status: string };
  permit?: { number: string; verify_code: string; valid_until: string | null };
  /** The last assessment made to differ from the schedule (issue 25), when there is one. */
  adjustment?: AdjustmentDetail;
  /** The offices its kind is endorsed to and where each stands (empty for most kinds). */
  endorsements?: EndorsementItem[];
  /** A kind with the laboratory step: each test asked for and its latest result (null otherwise). */
  lab?: LabSheet | null;
}

/** The laboratory step of an application: the tests it asks for, each with its latest result. */
export interface LabSheet {
  tests: {
    code: string;
    label: Bilingual;
    result: { passed: boolean; finding: string; examined_on: string; recorded_at: string } | null;
  }[];
}

/** An assessment made to differ from the fee schedule, and a second officer's decision on it. */
export interface AdjustmentDetail {
  id: number;
  state: AdjustmentState;
  schedule_lines: AssessmentLine[];
  schedule_total: number;
  lines: AssessmentLine[];
  adjusted_total: number;
  share_below_bp: number;
  approval_share_bp: number;
  reason: string;
  adjusted_by: string;
  adjusted_at: string;
  decided_by: string | null;
  decided_at: string | null;
  decision_reason: string | null;
  /** The signed-in officer made it: they cannot approve or reject it. */
  mine: boolean;
}

/** One adjustment in the approval queue (`GET /api/v1/staff/assessment_adjustments`). */
export interface AdjustmentItem {
  id: number;
  application_id: number;
  reference_number: string;
  title: Bilingual;
  applicant: string;
  status: string;
  state: AdjustmentState;
  schedule_total: number;
  adjusted_total: number;
  share_below_bp: number;
  approval_share_bp: number;
  reason: string;
  adjusted_by: string;
  adjusted_at: string;
  decided_by: string | null;
  decided_at: string | null;
  decision_reason: string | null;
  soa_number: string | null;
}

export interface AdjustmentsPage {
  data: AdjustmentItem[];
  meta: {
    counts: Record<AdjustmentState, number>;
    pagination: { total: number; count: number; per_page: number; current_page: number; total_pages: number };
  };
}

export interface AssessmentLine {
  code: string;
  label: string;
  basis: string;
  amount: number;
}

export interface Assessment {
  lines: AssessmentLine[];
  total: number;
  /** Lowered below the schedule's total by more than this (basis points), it needs a second officer. */
  approval_share_bp: number;
}

/** `POST …/assess`: payable at once (the SOA), or waiting for a second officer's approval. */
export type AssessAnswer =
  | { status: 'WAITING FOR PAYMENT'; soa: { number: string; total: number; expires_at: string } }
  | {
      status: 'COMPUTED';
      soa: null;
      adjustment: { id: number; schedule_total: number; adjusted_total: number; share_below_bp: number };
    };

/** A document issued for an application (GET …/applications/{id}/documents). */
export interface IssuedDocument {
  id: number;
  kind: string;
  title: { en: string; fil: string };
  number: string;
  valid_until: string | null;
  issued_at: string;
  /** How often staff printed it: the next print is a reprint, with a reason. */
  prints: number;
}
