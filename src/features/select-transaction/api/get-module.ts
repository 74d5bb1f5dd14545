import { moduleDetail } from '@/domain/contracts/module-systems';
import { http } from '@/lib/http';

/** One module with its transaction types. */
export const getModule = (id: string, signal?: AbortSignal) =>
  http.get(`/api/v1/taxpayers/module_systems/${id}`, { schema: moduleDetail, signal });
