import { http } from '@/lib/http';
import type { SettingsPage } from './admin-types';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const getSettings = (signal?: AbortSignal) =>
  staffCall<{ data: SettingsPage }>(() =>
    http.get(`${STAFF_API}/settings`, { headers: staffAuth(), signal }),
  );
