/** Bytes in a megabyte as the original counted it (§9). */
const BYTES_PER_MB = 1_048_576;
/** Largest upload in megabytes. */
export const UPLOAD_MAX_MB = 5;
/** Largest upload in bytes: 5 × 1,048,576. */
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * BYTES_PER_MB;
/** Image types an upload may have (§5: JPEG or PNG only). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
/** §5's message for an upload too large or of the wrong type. */
export const UPLOAD_INVALID_MESSAGE = 'File size is too large or file format is invalid.';

/** True when a file's declared type and size are acceptable; the server re-checks the bytes. */
export const isAcceptedUpload = ({ type, size }: { type: string; size: number }): boolean =>
  (UPLOAD_IMAGE_TYPES as readonly string[]).includes(type) && size > 0 && size <= UPLOAD_MAX_BYTES;
