import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const featureNews = (id: number, featured: boolean) =>
  staffCall<unknown>(() =>
    http.post(`${STAFF_API}/news/${id}/feature`, { body: { featured }, headers: staffAuth(), silent: true }),
  );
