/** A rectangle in an image's pixels (a detected face). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The square cut out of the photo: its top left corner and side, in the image's pixels. */
export interface CropSquare {
  x: number;
  y: number;
  size: number;
}

// An ID photo shows the head and the top of the shoulders: the face about half the height, a
// little above the middle (the chin nearer the centre than the crown is to the top edge).
const FACE_SHARE = 0.5;
const FACE_RAISE = 0.1;

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * The square an ID photo is cut to around a detected face: twice the face's larger side, the face
 * centred across and a little above the middle, moved (never cut short) to stay inside the image,
 * and no larger than the image's shorter side. Null for a box that is no face (empty or outside).
 */
export function faceCropBox(image: { width: number; height: number }, face: Box): CropSquare | null {
  if (!(face.width > 0 && face.height > 0)) return null;
  const cx = face.x + face.width / 2;
  const cy = face.y + face.height / 2;
  if (cx < 0 || cy < 0 || cx > image.width || cy > image.height) return null;
  const size = Math.round(
    Math.min(Math.max(face.width, face.height) / FACE_SHARE, image.width, image.height),
  );
  return {
    x: Math.round(clamp(cx - size / 2, 0, image.width - size)),
    y: Math.round(clamp(cy + FACE_RAISE * size - size / 2, 0, image.height - size)),
    size,
  };
}
