import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

/** GET /api/v1/staff/fee_schedule: the version in use and its YAML. */
export interface FeeScheduleVersion {
  version: number;
  /** 'file', 'operator:<user>' or 'staff:{id}'. */
  origin: string;
  stored_at: string | null;
  source: string;
}

export const getFeeSchedule = (signal?: AbortSignal) =>
  staffCall<{ data: FeeScheduleVersion }>(() =>
    http.get(`${STAFF_API}/fee_schedule`, { headers: staffAuth(), signal }),
  );
