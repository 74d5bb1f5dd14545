import { ApiError } from '@/lib/http';
import { setStaffToken } from '../console-token';
import { staffAuth } from './staff-call';

/**
 * Downloads a staff-only file (a CSV, an e-receipt) with the staff token, which a plain link
 * cannot send, and hands it to the browser as a download named `fileName`.
 */
export async function saveStaffFile(url: string, fileName: string): Promise<void> {
  const res = await fetch(url, { headers: staffAuth() });
  if (res.status === 401) setStaffToken(null);
  if (!res.ok) throw new ApiError('File not found', res.status);
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the object URL can go.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
