import { profileDocument } from '@/domain/contracts/account-responses';
import { http } from '@/lib/http';

/** The signed-in taxpayer's profile; `signal` cancels it when the page asking has gone. */
export const getProfile = (signal?: AbortSignal) =>
  http.get('/api/v1/taxpayers/profile', { schema: profileDocument, signal });
