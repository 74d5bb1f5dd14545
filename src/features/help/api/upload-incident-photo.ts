import * as v from 'valibot';
import { uploadFile } from '@/lib/upload-file';

const uploaded = v.object({ data: v.object({ cdnUrl: v.string(), name: v.string() }) });

/** Uploads one photo of an incident (§3 upload result), reporting progress. */
export async function uploadIncidentPhoto(file: File, onProgress: (percent: number) => void) {
  const body = await uploadFile('/api/v1/taxpayers/uploads', file, onProgress);
  return v.parse(uploaded, body).data;
}
