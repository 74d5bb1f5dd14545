import { downloadFile } from '@/lib/download-file';

/**
 * An uploaded photo's image, fetched with the bearer token: the server shows an upload to the
 * account that uploaded it only, and an `<img src>` cannot send the token.
 */
export const getPhoto = async (url: string): Promise<Blob> => (await downloadFile(url, 'photo')).blob;
