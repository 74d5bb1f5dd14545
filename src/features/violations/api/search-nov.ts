import { novInquiryResponse } from '@/domain/contracts/violations';
import { http } from '@/lib/http';

/** NOV/search_billing: the notice with this number and PIN (`data: null` when they match none). */
export const searchNov = (body: { nov_no: string; pin: string }) =>
  http.post('/api/v1/qpax_inquiry', { body, schema: novInquiryResponse });
