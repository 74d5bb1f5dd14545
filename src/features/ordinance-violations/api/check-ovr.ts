import { ovrCheckResponse } from '@/domain/contracts/ordinance-violations';
import { http } from '@/lib/http';
import { OVR_PATH } from './ovr-paths';

/** The OVR with this number and violator's last name (`data: null` when they match none). */
export const checkOvr = (query: { ovr_no: string; last_name: string }) =>
  http.get(`${OVR_PATH}/check/ovr`, { query, schema: ovrCheckResponse });
