import { soaVerification } from '@/domain/contracts/misc-fees';
import { http } from '@/lib/http';

/** Verify Details: the SOA by number and payor's name (§7.3); 404 'No Record Found' otherwise. */
export const verifySoa = (body: { soa_number: string; name: string }) =>
  http.post('/api/v1/misc_fee/taxpayer/applications/verify', { body, schema: soaVerification, silent: true });
