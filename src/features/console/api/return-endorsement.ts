import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

/** The member's office returns the application to the applicant with its reason. */
export const returnEndorsement = (id: number, office: string, reason: string) =>
  staffCall<{ data: { id: number; status: string } }>(() =>
    http.post(`${STAFF_API}/applications/${id}/endorsements/${encodeURIComponent(office)}/return`, {
      body: { reason },
      headers: staffAuth(),
      silent: true,
    }),
  );
