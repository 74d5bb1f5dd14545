import { http } from '@/lib/http';
import type { AdjustmentState } from '@/domain/fees/fee-adjustment';
import type { AdjustmentsPage } from './console-types';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

/** The adjustments in one state (those waiting for approval first), newest first, a page at a time. */
export const listAdjustments = (state: AdjustmentState, page: number, signal?: AbortSignal) =>
  staffCall<AdjustmentsPage>(() =>
    http.get(`${STAFF_API}/assessment_adjustments`, {
      query: { state, page },
      headers: staffAuth(),
      signal,
      silent: true,
    }),
  );
