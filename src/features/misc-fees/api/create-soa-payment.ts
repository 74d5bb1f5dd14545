import { soaPaymentCreated, soaPayPath } from '@/domain/contracts/misc-fees';
import { http } from '@/lib/http';

/** After the confirmation: the verified SOA's transaction, to be paid through the gateway. */
export const createSoaPayment = (soaNumber: string, body: { name: string; application_status_id: number }) =>
  http.post(soaPayPath(soaNumber), { body, schema: soaPaymentCreated });
