import { useEffect } from 'react';
import { useFetch } from '@/lib/use-fetch';
import { getPhoto } from './api/get-photo';

const UPLOADS = '/api/v1/taxpayers/uploads/';

/**
 * An address an `<img>` can show for a profile photo: the portal's own uploads are fetched with
 * the session and shown as an object URL (revoked when the photo changes or the image goes);
 * any other address is used as it is. Null while loading, or when the photo cannot be read (no
 * image rather than a broken one; the field still says a photo is needed if it is).
 */
export function usePhotoUrl(url: string): string | null {
  const own = url.startsWith(UPLOADS);
  const { state } = useFetch(own ? url : null, async (signal) => {
    const blob = await getPhoto(url);
    // An answer for a photo already replaced gets no object URL, so none is left unrevoked.
    return signal.aborted ? null : { for: url, href: URL.createObjectURL(blob) };
  });
  const objectUrl = state.status === 'ready' ? state.data : null;
  useEffect(() => {
    if (!objectUrl) return;
    return () => URL.revokeObjectURL(objectUrl.href);
  }, [objectUrl]);

  if (!url) return null;
  if (!own) return url;
  return objectUrl?.for === url ? objectUrl.href : null;
}
