import { faceCropBox, type Box } from './face-crop-box';

// The browser's own face detector (the Shape Detection API): no model is shipped with the app.
// Chrome has it behind a flag ("Experimental Web Platform features") where the system provides
// a detector (Android, macOS, Windows); elsewhere it is absent and nothing is offered.
interface FaceDetectorLike {
  detect(image: ImageBitmap): Promise<{ boundingBox: Box }[]>;
}
type FaceDetectorClass = new (options?: {
  maxDetectedFaces?: number;
  fastMode?: boolean;
}) => FaceDetectorLike;

const detectorClass = () => (globalThis as { FaceDetector?: FaceDetectorClass }).FaceDetector;

/** Whether this browser can find a face in a photo (the crop is offered only then). */
export const faceCropAvailable = () => detectorClass() !== undefined;

/** A cropped photo, or why there is none: no face in it, or the crop failed. */
export type FaceCrop = { ok: true; file: File } | { ok: false; reason: 'no-face' | 'error' };

// Large enough for any ID card or document that prints the photo, small enough to send quickly.
const MAX_SIDE_PX = 800;

const largest = (faces: { boundingBox: Box }[]) =>
  faces.reduce<Box | null>(
    (best, { boundingBox: b }) => (!best || b.width * b.height > best.width * best.height ? b : best),
    null,
  );

/**
 * The photo cut to a square around the largest face in it (the person's, not someone behind), as
 * a JPEG: the browser finds the face, faceCropBox places the square, a canvas draws it.
 */
export async function cropToFace(file: File): Promise<FaceCrop> {
  const Detector = detectorClass();
  if (!Detector) return { ok: false, reason: 'error' };
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(file);
    const face = largest(await new Detector({ maxDetectedFaces: 5 }).detect(bitmap));
    const square = face && faceCropBox(bitmap, face);
    if (!square) return { ok: false, reason: 'no-face' };
    const side = Math.min(square.size, MAX_SIDE_PX);
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d');
    if (!context) return { ok: false, reason: 'error' };
    context.drawImage(bitmap, square.x, square.y, square.size, square.size, 0, 0, side, side);
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.9));
    if (!blob) return { ok: false, reason: 'error' };
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
    return { ok: true, file: new File([blob], name, { type: 'image/jpeg' }) };
  } catch {
    // A detector the system does not back (NotSupportedError), an image it cannot read …
    return { ok: false, reason: 'error' };
  } finally {
    bitmap?.close();
  }
}
