import * as v from 'valibot';
import { uploadFile } from '@/lib/upload-file';

const uploaded = v.object({
  data: v.object({ cdnUrl: v.string(), uuid: v.string(), name: v.string(), mimeType: v.string() }),
});

/** Uploads the fee's image (§3 upload result), reporting progress; its cdnUrl is the image_url. */
export async function uploadFeeImage(file: File, onProgress: (percent: number) => void) {
  const body = await uploadFile('/api/v1/taxpayers/uploads', file, onProgress);
  return v.parse(uploaded, body).data;
}
