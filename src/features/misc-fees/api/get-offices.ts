import { officeList } from '@/domain/contracts/misc-fees';
import { http } from '@/lib/http';

/** The offices that collect fees (§7.3), for the first select of the fee form. */
export const getOffices = (signal?: AbortSignal) =>
  http.get('/api/v1/taxpayers/offices', { schema: officeList, signal });
