import { http } from '@/lib/http';
import type { ImportRun } from './admin-types';
import { STAFF_API, staffAuth, staffCall } from './staff-call';

/** Uploads a CSV as the request body; the server checks it and answers a preview of its first rows. */
export const uploadImport = (kind: string, file: File) =>
  staffCall<{ data: ImportRun }>(() =>
    http.post(`${STAFF_API}/imports`, {
      query: { kind, file_name: file.name },
      body: file,
      headers: staffAuth(),
      silent: true,
    }),
  );
