import { http } from '@/lib/http';
import { setStaffToken } from '../console-token';
import { STAFF_API, staffAuth } from './staff-call';

export async function signOut() {
  await http
    .post(`${STAFF_API}/auth/sign_out`, { headers: staffAuth(), silent: true })
    .catch(() => undefined);
  setStaffToken(null);
}
