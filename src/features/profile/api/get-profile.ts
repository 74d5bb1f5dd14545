import { profileDocument } from '@/domain/contracts/account-responses';
import { http } from '@/lib/http';

/** The signed-in taxpayer's profile. */
export const getProfile = () => http.get('/api/v1/taxpayers/profile', { schema: profileDocument });
