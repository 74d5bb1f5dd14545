import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const previewNews = (body: string) =>
  staffCall<{ data: { html: string } }>(() =>
    http.post(`${STAFF_API}/news/preview`, { body: { body }, headers: staffAuth(), silent: true }),
  );
