import { ovrReceiptResponse } from '@/domain/contracts/ordinance-violations';
import { http } from '@/lib/http';
import { ovrReceiptPath } from './ovr-paths';

/** The resident's receipt of an OVR: the ticket, its statement of account and transaction. */
export const getOvrReceipt = (id: string, signal?: AbortSignal) =>
  http.get(ovrReceiptPath(id), { schema: ovrReceiptResponse, signal });
