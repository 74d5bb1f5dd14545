import { useState } from 'react';
import { ImageUploadField } from '@/components/image-upload-field';
import { useMessages } from '@/lib/i18n/use-messages';
import { showToast } from '@/stores/toasts';
import { uploadPhoto } from '../api/upload-photo';
import { cropToFace, faceCropAvailable } from '../crop-to-face';
import { profileMessages } from '../profile-messages';
import { usePhotoUrl } from '../use-photo-url';

/**
 * The profile photo: shows the current one, uploads a new one with a progress bar. Where the
 * browser can find a face, the photo is first cut to the face (an ID photo), unless the person
 * unticks it; when it cannot be, the photo is sent as chosen and the person is told why (§8).
 */
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
  const [cropOffered] = useState(faceCropAvailable);
  const [crop, setCrop] = useState(true);
  const upload = async (chosen: File, onProgress: (percent: number) => void) => {
    let file = chosen;
    if (cropOffered && crop) {
      const cropped = await cropToFace(chosen);
      if (cropped.ok) file = cropped.file;
      else showToast('info', t(cropped.reason === 'no-face' ? 'cropNoFace' : 'cropError'));
    }
    onChange(await uploadPhoto(file, onProgress));
  };
  return (
    <ImageUploadField
      // The error summary links to #photo.
      id="photo"
      name="photo"
      label={t('photo')}
      hint={t('photoHint')}
      error={error}
      upload={upload}
    >
      {photoSrc ? (
        <img src={photoSrc} alt={t('currentPhoto')} width="120" height="120" className="profile-photo" />
      ) : null}
      {/* Before the file is chosen: choosing it sends it at once. */}
      {cropOffered ? (
        <label className="check-field">
          <input type="checkbox" checked={crop} onChange={(e) => setCrop(e.target.checked)} />
          <span>{t('cropToFace')}</span>
        </label>
      ) : null}
    </ImageUploadField>
  );
}
