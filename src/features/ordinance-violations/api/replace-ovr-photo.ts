import * as v from 'valibot';
import { ovrReceiptResponse } from '@/domain/contracts/ordinance-violations';
import { uploadFile } from '@/lib/upload-file';
import { ovrReceiptPath } from './ovr-paths';

/** A new photo of the OVR for the resident's receipt, while it is unpaid. */
export async function replaceOvrPhoto(id: string, file: File, onProgress: (percent: number) => void) {
  return v.parse(ovrReceiptResponse, await uploadFile(ovrReceiptPath(id), file, onProgress, 'PUT'));
}
