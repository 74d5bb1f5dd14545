import { regenerateSoaPath } from '@/domain/fees/billing-contracts';
import { http } from '@/lib/http';

/** §7.5 regenerate_soa: a new SOA for an application whose SOA expired. */
export const regenerateSoa = (applicationId: number) =>
  http.post(regenerateSoaPath(applicationId), { body: {} });
