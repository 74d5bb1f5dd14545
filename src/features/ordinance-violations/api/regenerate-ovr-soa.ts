import { ovrReceiptResponse } from '@/domain/contracts/ordinance-violations';
import { http } from '@/lib/http';
import { ovrReceiptPath } from './ovr-paths';

/** A new statement of account once the last can no longer be paid. */
export const regenerateOvrSoa = (id: string) =>
  http.post(`${ovrReceiptPath(id)}/regenerate_soa`, { schema: ovrReceiptResponse });
