import { rptaxApiCheck } from '@/domain/contracts/module-systems';
import { http } from '@/lib/http';

/** Whether E-Government may show (§4). */
export const checkRptaxApi = () =>
  http.get('/api/v1/taxpayers/check_rptax_api', { schema: rptaxApiCheck, silent: true });
