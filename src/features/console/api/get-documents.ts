import { http } from '@/lib/http';
import type { IssuedDocument } from './console-types';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

export const getDocuments = (id: number, signal?: AbortSignal) =>
  staffCall<{ data: IssuedDocument[] }>(() =>
    http.get(`${STAFF_API}/applications/${id}/documents`, { headers: staffAuth(), signal, silent: true }),
  );
