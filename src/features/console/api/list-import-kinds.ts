import { http } from '@/lib/http';
import type { ImportKindInfo } from './admin-types';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const listImportKinds = (signal?: AbortSignal) =>
  staffCall<{ data: ImportKindInfo[] }>(() =>
    http.get(`${STAFF_API}/imports/kinds`, { headers: staffAuth(), signal }),
  );
