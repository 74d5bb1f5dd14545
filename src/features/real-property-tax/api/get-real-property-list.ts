import { rptListResponse } from '@/domain/contracts/property-tax';
import { http } from '@/lib/http';

/** Step 1's search (§7.2): the owner's properties for a tax year, in the four lists of §2.11. */
export const getRealPropertyList = (query: { owner_id: string; year: number }) =>
  http.get('/api/v1/taxpayers/real_property_list', { query: { ...query }, schema: rptListResponse });
