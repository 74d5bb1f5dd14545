import { downloadFile } from '@/lib/download-file';

/** The current statement of account's PDF, fetched with the bearer token. */
export const downloadSoa = (downloadUrl: string, soaNumber: string) =>
  downloadFile(downloadUrl, `${soaNumber}.pdf`);
