import { profileDocument } from '@/domain/contracts/account-responses';
import { http } from '@/lib/http';

/** The signed-in profile, fetched quietly at start (§4); the session store decides what a failure means. */
export const getCurrentProfile = async () =>
  (await http.get('/api/v1/taxpayers/profile', { schema: profileDocument, silent: true })).data.attributes;
