import { useEffect, useState } from 'react';
import { getPhoto } from './api/get-photo';

const UPLOADS = '/api/v1/taxpayers/uploads/';

/**
 * An address an `<img>` can show for a profile photo: the portal's own uploads are fetched with
 * the session and shown as an object URL (revoked when the photo changes or the image goes);
 * any other address is used as it is. Null while loading, or when the photo cannot be read.
 */
export function usePhotoUrl(url: string): string | null {
  const own = url.startsWith(UPLOADS);
  const [objectUrl, setObjectUrl] = useState<{ for: string; href: string } | null>(null);

  useEffect(() => {
    if (!own) return;
    let current = true;
    let href: string | null = null;
    getPhoto(url).then(
      (blob) => {
        if (!current) return;
        href = URL.createObjectURL(blob);
        setObjectUrl({ for: url, href });
      },
      // No image rather than a broken one; the field still says a photo is needed if it is.
      () => undefined,
    );
    return () => {
      current = false;
      if (href) URL.revokeObjectURL(href);
    };
  }, [url, own]);

  if (!url) return null;
  if (!own) return url;
  return objectUrl?.for === url ? objectUrl.href : null;
}
