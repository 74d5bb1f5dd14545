import * as v from 'valibot';
import { uploadResult } from '@/domain/contracts/account-responses';
import { uploadFile } from '@/lib/upload-file';

/** Uploads a requirement's photo (JPEG or PNG, ≤ 5 MB) and returns its address. */
export async function uploadRequirement(file: File, onProgress: (percent: number) => void): Promise<string> {
  const result = v.parse(uploadResult, await uploadFile('/api/v1/taxpayers/uploads', file, onProgress));
  return result.data.cdnUrl;
}
