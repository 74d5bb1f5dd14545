import { http } from '@/lib/http';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const setContentValue = (type: string, key: string, value: unknown, language: 'en' | 'fil') =>
  staffCall<unknown>(() =>
    http.put(`${STAFF_API}/content/${encodeURIComponent(type)}/${encodeURIComponent(key)}`, {
      body: { value, language },
      headers: staffAuth(),
      silent: true,
    }),
  );
