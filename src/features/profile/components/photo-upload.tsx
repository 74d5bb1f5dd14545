import { ImageUploadField } from '@/components/image-upload-field';
import { useMessages } from '@/lib/i18n/use-messages';
import { uploadPhoto } from '../api/upload-photo';
import { profileMessages } from '../profile-messages';
import { usePhotoUrl } from '../use-photo-url';

/** The profile photo: shows the current one, uploads a new one with a progress bar. */
export function PhotoUpload({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
}) {
  const t = useMessages(profileMessages);
  const photoSrc = usePhotoUrl(value);
  return (
    <ImageUploadField
      // The error summary links to #photo.
      id="photo"
      name="photo"
      label={t('photo')}
      hint={t('photoHint')}
      error={error}
      upload={async (file, onProgress) => onChange(await uploadPhoto(file, onProgress))}
    >
      {photoSrc ? (
        <img src={photoSrc} alt={t('currentPhoto')} width="120" height="120" className="profile-photo" />
      ) : null}
    </ImageUploadField>
  );
}
