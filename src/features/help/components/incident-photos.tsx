import { ImageUploadField } from '@/components/image-upload-field';
import { INCIDENT_PHOTO_LIMIT } from '@/domain/contracts/help';
import { useMessages } from '@/lib/i18n/use-messages';
import { uploadIncidentPhoto } from '../api/upload-incident-photo';
import { helpMessages } from '../help-messages';

export interface AttachedPhoto {
  url: string;
  name: string;
}

/**
 * Up to three photos, each uploaded (checked and re-encoded by the server) as soon as it is
 * chosen; the field goes away once three are attached, and each can be removed.
 */
export function IncidentPhotos({
  id,
  photos,
  error,
  onAdd,
  onRemove,
  onBusy,
}: {
  id: string;
  photos: AttachedPhoto[];
  error?: string | undefined;
  onAdd: (photo: AttachedPhoto) => void;
  onRemove: (url: string) => void;
  onBusy: (busy: boolean) => void;
}) {
  const t = useMessages(helpMessages);
  const upload = async (file: File, onProgress: (percent: number) => void) => {
    onBusy(true);
    try {
      const stored = await uploadIncidentPhoto(file, onProgress);
      onAdd({ url: stored.cdnUrl, name: file.name });
    } finally {
      onBusy(false);
    }
  };

  return (
    <div className="help-photos">
      {photos.length > 0 ? (
        <ul aria-label={t('attachedPhotos')}>
          {photos.map((p) => (
            <li key={p.url}>
              <span className="help-photo-name">{p.name}</span>
              <button
                type="button"
                className="button button-link"
                onClick={() => onRemove(p.url)}
                aria-label={t('removePhoto', { name: p.name })}
              >
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {photos.length < INCIDENT_PHOTO_LIMIT ? (
        <ImageUploadField
          id={id}
          label={t('photos')}
          hint={t('photosHint', { count: INCIDENT_PHOTO_LIMIT - photos.length })}
          error={error}
          upload={upload}
        />
      ) : (
        <p className="muted">{t('photosFull', { count: INCIDENT_PHOTO_LIMIT })}</p>
      )}
    </div>
  );
}
