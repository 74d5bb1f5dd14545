import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const unpublishNews = (id: number) =>
  staffCall<unknown>(() =>
    http.post(`${STAFF_API}/news/${id}/unpublish`, { headers: staffAuth(), silent: true }),
  );
