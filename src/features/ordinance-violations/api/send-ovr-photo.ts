import * as v from 'valibot';
import { ovrReceiptResponse } from '@/domain/contracts/ordinance-violations';
import { uploadFile } from '@/lib/upload-file';
import { OVR_PATH } from './ovr-paths';

/** Sends the OVR's photo with its number and last name: answers the receipt and its statement of account. */
export async function sendOvrPhoto(
  fields: { ovr_no: string; last_name: string; application_status_id: number },
  file: File,
  onProgress: (percent: number) => void,
) {
  const body = await uploadFile(OVR_PATH, file, onProgress, 'POST', {
    ovr_no: fields.ovr_no,
    last_name: fields.last_name,
    application_status_id: String(fields.application_status_id),
  });
  return v.parse(ovrReceiptResponse, body);
}
