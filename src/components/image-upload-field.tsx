import { useEffect, useRef, useState, type ReactNode } from 'react';
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_MB, isAcceptedUpload } from '@/domain/constants/upload';
import { ApiError } from '@/lib/http';
import { FieldFrame } from './field-frame';
import { commonMessages } from './messages/common-messages';
import { useMessages } from '@/lib/i18n/use-messages';

/**
 * A JPEG or PNG upload (§5, §9: the profile photo, a proof of payment): a quick check of the file,
 * then the upload with its progress, and any failure under the field. The input is off while a file
 * is sending and cleared after, so the same file can be chosen again.
 */
export function ImageUploadField({
  id,
  name,
  label,
  hint,
  error,
  upload,
  children,
}: {
  /** The input's id (the error summary links to it). */
  id: string;
  name?: string;
  label: string;
  /** Said before the accepted types and size. */
  hint?: string | undefined;
  /** The form's message for the field, shown while no upload has failed. */
  error?: string | undefined;
  /** Sends the file, reporting progress (0–100); a rejection is shown under the field. */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<void>;
  /** Shown above the input (the current photo). */
  children?: ReactNode;
}) {
  const t = useMessages(commonMessages);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;
  // The input is off while sending, which takes the focus from it: a keyboard user gets it back
  // there, not at the top of the page.
  const refocus = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    const input = refocus.current;
    if (progress !== null || !input) return;
    refocus.current = null;
    if (document.activeElement === document.body || document.activeElement === null) input.focus();
  }, [progress]);

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    // A quick check before sending; the server checks the bytes themselves.
    if (!isAcceptedUpload(file)) {
      setProblem(t('uploadInvalid'));
      return;
    }
    setProblem(null);
    if (document.activeElement === input) refocus.current = input;
    setProgress(0);
    try {
      await upload(file, setProgress);
    } catch (err) {
      setProblem(err instanceof ApiError ? (err.fields.file ?? err.message) : t('uploadInvalid'));
    } finally {
      setProgress(null);
      input.value = '';
    }
  };

  return (
    <FieldFrame
      label={label}
      id={id}
      error={shown ?? undefined}
      hint={
        <>
          {hint ? `${hint} ` : ''}
          {t('uploadTypes', { mb: UPLOAD_MAX_MB })}
        </>
      }
    >
      {(control) => (
        <>
          {children}
          <input
            {...control}
            name={name}
            type="file"
            accept={UPLOAD_IMAGE_TYPES.join(',')}
            disabled={progress !== null}
            onChange={(e) => void choose(e.currentTarget)}
          />
          {progress !== null ? (
            <div role="status">
              <span>{t('uploading', { progress })}</span>
              <div className="progress" aria-hidden="true">
                <span style={{ width: `${progress}%` }} />
              </div>
            </div>
          ) : null}
        </>
      )}
    </FieldFrame>
  );
}
