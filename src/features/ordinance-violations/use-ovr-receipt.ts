import { useFetch } from '@/lib/use-fetch';
import { getOvrReceipt } from './api/get-ovr-receipt';

/** The resident's receipt of an OVR, kept current by what the page's actions answer (`set`). */
export const useOvrReceipt = (id: string) =>
  useFetch(`ovr-receipt/${id}`, (signal) => getOvrReceipt(id, signal));
