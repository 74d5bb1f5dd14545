import { profileDocument } from '@/domain/contracts/account-responses';
import { http } from '@/lib/http';

/** `GET /api/v1/taxpayers/profile` for a session not stored yet: the profile after a saved choice. */
export const getProfileForToken = async (sessionToken: string) =>
  (
    await http.get('/api/v1/taxpayers/profile', {
      schema: profileDocument,
      silent: true,
      headers: { Authorization: `Bearer ${sessionToken}` },
    })
  ).data;
