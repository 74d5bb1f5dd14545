import { http } from '@/lib/http';
import type { LabSheet } from './console-types';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

/** One laboratory test's result, as the officer records it (passed '1' or '0'). */
export interface LabResultInput {
  test: string;
  passed: '1' | '0';
  finding: string;
  examined_on: string;
}

export const recordLabResult = (id: number, result: LabResultInput) =>
  staffCall<{ data: { id: number; status: string; lab: LabSheet } }>(() =>
    http.post(`${STAFF_API}/applications/${id}/lab_results`, {
      body: result,
      headers: staffAuth(),
      silent: true,
    }),
  );
