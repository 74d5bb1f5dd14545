import { http } from '@/lib/http';

/** `POST /api/v1/taxpayer/logout`: revokes this session's token on the server. */
export const logout = () => http.post('/api/v1/taxpayer/logout', { silent: true });
