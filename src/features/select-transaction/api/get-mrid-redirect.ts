import { mridRedirect } from '@/domain/contracts/module-systems';
import { http } from '@/lib/http';

/** The E-MRID link (residents only). */
export const getMridRedirect = () => http.get('/api/v1/taxpayers/mrid_redirect', { schema: mridRedirect });
