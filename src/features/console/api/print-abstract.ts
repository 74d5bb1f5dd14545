import { failedRequest } from '@/lib/http';
import type { ErrorPayload } from '@/lib/error-message';
import { setStaffToken } from '../console-token';
import { STAFF_API, staffAuth } from './staff-call';

/**
 * Prints the Abstract of Collections of a day (and collector): the server issues it through the
 * document service and audits the print (printing the same again needs a reason) and answers the
 * PDF. A PDF, not JSON, so fetched here rather than through http.
 */
export async function printAbstract(body: {
  date: string;
  collector?: string;
  reason?: string;
}): Promise<{ blob: Blob; name: string }> {
  let res: Response;
  try {
    res = await fetch(`${STAFF_API}/treasury/abstract/print`, {
      method: 'POST',
      headers: { ...staffAuth(), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw failedRequest(undefined, undefined, true);
  }
  if (res.status === 401) setStaffToken(null);
  if (!res.ok) {
    const payload = (await res.json().catch(() => undefined)) as ErrorPayload | undefined;
    throw failedRequest(res.status, payload, true);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1];
  return { blob: await res.blob(), name: name ?? `abstract-of-collections-${body.date}.pdf` };
}
