import type { Bilingual } from '@/domain/applications/application-definition';
import type { StaffPermission } from '@/domain/staff/staff-permissions';

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
  permit?: { number: string; verify_code: string; valid_until: string };
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
}

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
