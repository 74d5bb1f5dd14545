import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

/** The member's office clears the application; answers where it stands now. */
export const clearEndorsement = (id: number, office: string) =>
  staffCall<{ data: { id: number; status: string } }>(() =>
    http.post(`${STAFF_API}/applications/${id}/endorsements/${encodeURIComponent(office)}/clear`, {
      body: {},
      headers: staffAuth(),
      silent: true,
    }),
  );
