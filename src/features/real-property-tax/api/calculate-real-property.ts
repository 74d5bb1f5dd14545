import {
  rptCalculateResponse,
  type RptCalculateRequest,
  type RptPropertyChoice,
} from '@/domain/contracts/property-tax';
import { http } from '@/lib/http';

/**
 * Calculate (§7.2): prices the chosen properties for their periods. The spec turns the default
 * error message off for it: a failure shows in the card that asked, not as a toast too.
 */
export const calculateRealProperty = (
  query: { owner_id: string; year: number },
  properties: RptPropertyChoice[],
) => {
  const body: RptCalculateRequest = { _method: 'put', ...query, properties };
  return http
    .post('/api/v1/taxpayers/real_property_calculate', { body, schema: rptCalculateResponse, silent: true })
    .then((doc) => doc.data.data);
};
