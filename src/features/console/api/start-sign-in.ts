import { http } from '@/lib/http';
import type { SignInStarted } from './console-types';
import { STAFF_API } from './staff-call';

export const startSignIn = (username: string, password: string) =>
  http.post(`${STAFF_API}/auth/sign_in`, { body: { username, password }, silent: true }) as Promise<{
    data: SignInStarted;
  }>;
