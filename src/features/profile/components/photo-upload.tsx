import { useState } from 'react';
import { UPLOAD_INVALID_MESSAGE, UPLOAD_MAX_BYTES } from '@/domain/constants/upload';
import { ApiError } from '@/lib/http';
import { uploadPhoto } from '../api/upload-photo';
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
  // The error summary links to #photo.
  const inputId = 'photo';
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;
  const photoSrc = usePhotoUrl(value);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    // A quick check before sending; the server checks the bytes themselves.
    if (!['image/jpeg', 'image/png'].includes(file.type) || file.size > UPLOAD_MAX_BYTES) {
      setProblem(UPLOAD_INVALID_MESSAGE);
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      onChange(await uploadPhoto(file, setProgress));
    } catch (err) {
      setProblem(err instanceof ApiError ? (err.fields.file ?? err.message) : UPLOAD_INVALID_MESSAGE);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className={`field${shown ? ' field-invalid' : ''}`}>
      <label htmlFor={inputId}>Photo</label>
      <p className="field-hint" id={`${inputId}-hint`}>
        A clear photo of your face. JPEG or PNG, up to 5 MB.
      </p>
      {photoSrc ? (
        <img src={photoSrc} alt="Your current profile" width="120" height="120" className="profile-photo" />
      ) : null}
      <input
        id={inputId}
        name="photo"
        type="file"
        accept="image/jpeg,image/png"
        aria-describedby={`${inputId}-hint${shown ? ` ${inputId}-error` : ''}`}
        aria-invalid={shown ? true : undefined}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      {progress !== null ? (
        <div role="status">
          <span>Uploading… {progress}%</span>
          <div className="progress" aria-hidden="true">
            <span style={{ width: `${progress}%` }} />
          </div>
        </div>
      ) : null}
      {shown ? (
        <p id={`${inputId}-error`} className="field-error">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
