import { failedRequest } from '@/lib/http';
import type { ErrorPayload } from '@/lib/error-message';
import { setStaffToken } from '../console-token';
import { staffAuth } from './staff-call';

/** What the server said of a schedule: accepted (its answer), or every problem it found. */
export type FeeScheduleAnswer<T> = { ok: true; data: T } | { ok: false; problems: string[] };

/**
 * Sends a schedule's YAML to be checked or stored. A 422 is an answer, not a failure: its
 * `errors.source` lists every problem (http's ApiError keeps only a field's first message, and
 * the treasurer needs them all). Anything else that fails throws as every call does.
 */
export async function sendFeeSchedule<T>(method: 'POST' | 'PUT', url: string, source: string) {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: { ...staffAuth(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ source }),
    });
  } catch {
    throw failedRequest(undefined, undefined, true);
  }
  if (res.status === 401) setStaffToken(null);
  const body = (await res.json().catch(() => undefined)) as
    (ErrorPayload & { data?: T; errors?: { source?: string[] } }) | undefined;
  if (res.status === 422 && Array.isArray(body?.errors?.source)) {
    return { ok: false, problems: body.errors.source } satisfies FeeScheduleAnswer<T>;
  }
  if (!res.ok || body?.data === undefined) throw failedRequest(res.status, body, true);
  return { ok: true, data: body.data } satisfies FeeScheduleAnswer<T>;
}
