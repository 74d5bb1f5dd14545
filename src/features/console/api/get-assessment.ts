import { http } from '@/lib/http';
import type { Assessment } from './console-types';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const getAssessment = (id: number, signal?: AbortSignal) =>
  staffCall<{ data: Assessment }>(() =>
    http.get(`${STAFF_API}/applications/${id}/assessment`, { headers: staffAuth(), signal, silent: true }),
  );
