import { downloadFile } from '@/lib/download-file';

/** A released document's PDF (a permit, a certificate), fetched with the bearer token. */
export const downloadDocument = (downloadUrl: string, fileName: string) =>
  downloadFile(downloadUrl, fileName);
