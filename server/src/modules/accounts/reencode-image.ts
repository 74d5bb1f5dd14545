import sharp from 'sharp';
import { UPLOAD_INVALID_MESSAGE } from '@/domain/constants/upload';
import { ValidationError } from '../../http/http-errors';
import { imageTypeOf } from './image-type';

/**
 * Largest image accepted, in pixels: 40 MP holds any phone photo (12–48 MP) while a PNG that
 * declares 100,000 × 100,000 (10 GP, about 40 GB decoded) is refused from its header alone.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const TOO_MANY_PIXELS_MESSAGE =
  'This image is too large: at most 40 megapixels. Please upload a smaller image.';

// Each upload is decoded once; libvips' cache would only keep decoded pixels in memory.
sharp.cache(false);

/**
 * Decodes a JPEG or PNG and encodes it again in the same format, so what is stored is only
 * pixels: metadata (EXIF with GPS, comments), appended scripts or archives (polyglots) and
 * anything else in the file is dropped. The EXIF orientation is applied first, so the photo
 * still stands upright without it. Refuses what is not a decodable JPEG/PNG (422) and images
 * over MAX_IMAGE_PIXELS (422), before decoding any pixel.
 */
export async function reencodeImage(
  data: Uint8Array,
): Promise<{ data: Uint8Array; mimeType: 'image/jpeg' | 'image/png' }> {
  const mimeType = imageTypeOf(data);
  if (!mimeType) throw new ValidationError({ file: [UPLOAD_INVALID_MESSAGE] });
  let width: number;
  let height: number;
  try {
    // Reads the header only; the pixel limit is checked here so the message can say why.
    ({ width, height } = await sharp(data, { limitInputPixels: false }).metadata());
  } catch {
    throw new ValidationError({ file: [UPLOAD_INVALID_MESSAGE] });
  }
  if (width * height > MAX_IMAGE_PIXELS) throw new ValidationError({ file: [TOO_MANY_PIXELS_MESSAGE] });
  try {
    // limitInputPixels again: the decoder must not trust a header that lied to metadata().
    const image = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    const output = mimeType === 'image/jpeg' ? image.jpeg({ quality: 85 }) : image.png();
    return { data: new Uint8Array(await output.toBuffer()), mimeType };
  } catch {
    // Truncated or corrupt pixel data.
    throw new ValidationError({ file: [UPLOAD_INVALID_MESSAGE] });
  }
}
