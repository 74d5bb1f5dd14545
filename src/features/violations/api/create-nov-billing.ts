import { novCreatedResponse } from '@/domain/contracts/violations';
import { http } from '@/lib/http';

/** NOV/create_nov: the transaction that pays the notice. */
export const createNovBilling = (body: {
  nov_no: string;
  pin: string;
  valid_id_to_present: string;
  application_status_id: number;
}) => http.post('/api/v1/taxpayers/notice_of_violations', { body, schema: novCreatedResponse });
