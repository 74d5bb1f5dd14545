import { ApiError } from '@/lib/http';
import { setStaffToken, staffToken } from '../console-token';

export const STAFF_API = '/api/v1/staff';

/** The staff token as the call's own Authorization, which wins over the resident's token http adds. */
export const staffAuth = (token = staffToken()) => ({ Authorization: `Bearer ${token ?? ''}` });

/** A staff call; a 401 means the staff session is over, so the console asks to sign in again. */
export async function staffCall<T>(run: () => Promise<unknown>): Promise<T> {
  try {
    return (await run()) as T;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) setStaffToken(null);
    throw err;
  }
}
