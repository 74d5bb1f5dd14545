import { ApiError, http } from '@/lib/http';
import { setStaffToken, staffToken } from '../console-token';
import type { Assessment, ConsoleApplication, QueuePage, SignInStarted, StaffMember } from './console-types';

const BASE = '/api/v1/staff';

const auth = (token = staffToken()) => ({ Authorization: `Bearer ${token ?? ''}` });

/** A staff call; a 401 means the staff session is over, so the console asks to sign in again. */
async function call<T>(run: () => Promise<unknown>): Promise<T> {
  try {
    return (await run()) as T;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) setStaffToken(null);
    throw err;
  }
}

export const startSignIn = (username: string, password: string) =>
  http.post(`${BASE}/auth/sign_in`, { body: { username, password }, silent: true }) as Promise<{
    data: SignInStarted;
  }>;

export const sendCode = (token: string, code: string) =>
  http.post(`${BASE}/auth/code`, { body: { code }, headers: auth(token), silent: true }) as Promise<{
    data: { staff: StaffMember; expires_at: string };
  }>;

export const getMe = (signal?: AbortSignal) =>
  call<{ data: StaffMember }>(() => http.get(`${BASE}/auth/me`, { headers: auth(), signal, silent: true }));

export async function signOut() {
  await http.post(`${BASE}/auth/sign_out`, { headers: auth(), silent: true }).catch(() => undefined);
  setStaffToken(null);
}

export const getQueue = (status: string, page: number, signal?: AbortSignal) =>
  call<QueuePage>(() =>
    http.get(`${BASE}/applications`, { query: { status, page }, headers: auth(), signal }),
  );

export const getApplication = (id: string, signal?: AbortSignal) =>
  call<{ data: ConsoleApplication }>(() =>
    http.get(`${BASE}/applications/${id}`, { headers: auth(), signal }),
  );

export const moveApplication = (id: number, to: string, reason?: string) =>
  call<{ data: { status: string } }>(() =>
    http.post(`${BASE}/applications/${id}/moves`, { body: { to, reason }, headers: auth(), silent: true }),
  );

export const getAssessment = (id: number, signal?: AbortSignal) =>
  call<{ data: Assessment }>(() =>
    http.get(`${BASE}/applications/${id}/assessment`, { headers: auth(), signal, silent: true }),
  );

export const assess = (
  id: number,
  body: { lines?: { code: string; label: string; amount: number }[]; reason?: string },
) =>
  call<{ data: { status: string; soa: { number: string; total: number; expires_at: string } } }>(() =>
    http.post(`${BASE}/applications/${id}/assess`, { body, headers: auth(), silent: true }),
  );

export const release = (id: number) =>
  call<{
    data: { status: string; permit: { number: string; verify_code: string; valid_until: string } | null };
  }>(() => http.post(`${BASE}/applications/${id}/release`, { headers: auth(), silent: true }));

/** A requirement's file as an object URL (an <img src> cannot send the staff token). */
export async function requirementFileUrl(url: string, signal?: AbortSignal): Promise<string> {
  const res = await fetch(url, { headers: auth(), signal });
  if (res.status === 401) setStaffToken(null);
  if (!res.ok) throw new ApiError('File not found', res.status);
  return URL.createObjectURL(await res.blob());
}
