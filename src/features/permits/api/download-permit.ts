import { downloadFile } from '@/lib/download-file';

/** The released permit's PDF, fetched with the bearer token. */
export const downloadPermit = (downloadUrl: string, permitNumber: string) =>
  downloadFile(downloadUrl, `business-permit-${permitNumber}.pdf`);
