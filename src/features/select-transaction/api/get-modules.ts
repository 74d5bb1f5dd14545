import { moduleList } from '@/domain/contracts/module-systems';
import { http } from '@/lib/http';

/** The active service modules. */
export const getModules = (signal?: AbortSignal) =>
  http.get('/api/v1/taxpayers/module_systems', { schema: moduleList, signal });
