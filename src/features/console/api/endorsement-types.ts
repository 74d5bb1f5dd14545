import type { Bilingual } from '@/domain/applications/application-definition';
import type { EndorsementState } from '@/domain/applications/endorsements';

/** An office an application is endorsed to, where it stands (the console's application page). */
export interface EndorsementItem {
  office: string;
  name: Bilingual;
  state: EndorsementState;
  reason: string;
  at: string | null;
  actor: string | null;
  actor_name: string | null;
  /** This member may clear or return it for that office now. */
  may_decide: boolean;
}

/** One application in an endorsing office's queue (`GET /api/v1/staff/endorsements`). */
export interface EndorsedApplication {
  id: number;
  reference_number: string;
  status: string;
  title: Bilingual;
  summary: string;
  applicant: string;
  submitted_at: string;
  updated_at: string;
  /** The member's offices it still waits for. */
  waiting_for: string[];
}

export interface EndorsementsPage {
  data: EndorsedApplication[];
  meta: {
    /** The member's endorsing offices, each with how many applications wait for it. */
    offices: { code: string; name: Bilingual; count: number }[];
    pagination: { total: number; count: number; per_page: number; current_page: number; total_pages: number };
  };
}
