import { http } from '@/lib/http';
import type { AssessAnswer } from './console-types';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const assess = (
  id: number,
  body: { lines?: { code: string; label: string; amount: number }[]; reason?: string },
) =>
  staffCall<{ data: AssessAnswer }>(() =>
    http.post(`${STAFF_API}/applications/${id}/assess`, { body, headers: staffAuth(), silent: true }),
  );
