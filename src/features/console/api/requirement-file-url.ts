import { ApiError } from '@/lib/http';
import { setStaffToken } from '../console-token';
import { staffAuth } from './staff-call';

/** A requirement's file as an object URL (an <img src> cannot send the staff token). */
export async function requirementFileUrl(url: string, signal?: AbortSignal): Promise<string> {
  const res = await fetch(url, { headers: staffAuth(), signal });
  if (res.status === 401) setStaffToken(null);
  if (!res.ok) throw new ApiError('File not found', res.status);
  return URL.createObjectURL(await res.blob());
}
