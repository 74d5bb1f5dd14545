import { failedRequest } from '@/lib/http';
import type { ErrorPayload } from '@/lib/error-message';
import { setStaffToken } from '../console-token';
import { STAFF_API, staffAuth } from './staff-call';

/**
 * Prints an issued document: the server audits the print (a reprint with its reason) and answers
 * the PDF, saved under the name it gives. A PDF, not JSON, so fetched here rather than through http.
 */
export async function printDocument(id: number, reason?: string): Promise<{ blob: Blob; name: string }> {
  let res: Response;
  try {
    res = await fetch(`${STAFF_API}/documents/${id}/print`, {
      method: 'POST',
      headers: { ...staffAuth(), 'Content-Type': 'application/json' },
      body: JSON.stringify(reason ? { reason } : {}),
    });
  } catch {
    throw failedRequest(undefined, undefined, true);
  }
  if (res.status === 401) setStaffToken(null);
  if (!res.ok) {
    const body = (await res.json().catch(() => undefined)) as ErrorPayload | undefined;
    throw failedRequest(res.status, body, true);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1];
  return { blob: await res.blob(), name: name ?? `document-${id}.pdf` };
}
