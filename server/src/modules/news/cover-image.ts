import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { UPLOAD_INVALID_MESSAGE, UPLOAD_MAX_BYTES } from '@/domain/constants/upload';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { NewsCover } from '../../db/news-schema';
import { HttpError, ValidationError } from '../../http/http-errors';
import { reencodeImage } from '../accounts/reencode-image';

export const NEWS_IMAGE_PREFIX = '/api/v1/taxpayers/news_images/';

/** A stored rendition's name: the cover's id and its width. */
export const NEWS_IMAGE_NAME = /^([0-9a-f-]{36})-(\d{2,4})\.webp$/;

// Phones at 1x–3x on a 390 px screen and the 720 px column on a desktop: three widths cover them.
const WIDTHS: readonly number[] = [400, 800, 1200];

const storageKey = (name: string) => `news/${name}`;

/**
 * Stores a cover image as the uploads do (JPEG or PNG by content, at most 5 MB, decoded and
 * encoded again: nothing but pixels is kept), in WebP renditions by width for `srcset`.
 */
export async function storeCover(storage: FileStorage, data: Uint8Array): Promise<NewsCover> {
  if (data.length > UPLOAD_MAX_BYTES) throw new HttpError(413, UPLOAD_INVALID_MESSAGE);
  if (data.length === 0) throw new ValidationError({ file: [UPLOAD_INVALID_MESSAGE] });
  const clean = await reencodeImage(data);
  const { width = 0, height = 0 } = await sharp(clean.data).metadata();
  const id = randomUUID();
  const widths = WIDTHS.filter((w) => w < width);
  if (widths.length < WIDTHS.length) widths.push(Math.min(width, Math.max(...WIDTHS)));
  const sources: NewsCover['sources'] = [];
  for (const w of widths) {
    const name = `${id}-${w}.webp`;
    const out = await sharp(clean.data).resize({ width: w }).webp({ quality: 72 }).toBuffer();
    await storage.put(storageKey(name), new Uint8Array(out));
    sources.push({ url: `${NEWS_IMAGE_PREFIX}${name}`, width: w });
  }
  const largest = sources[sources.length - 1];
  if (!largest) throw new ValidationError({ file: [UPLOAD_INVALID_MESSAGE] });
  // The size the page reserves: the largest rendition's, in the original's proportions.
  return {
    src: largest.url,
    width: largest.width,
    height: Math.round((height * largest.width) / width),
    sources,
  };
}

/** A stored rendition by its name, or null (an unknown or malformed name included). */
export async function readCover(storage: FileStorage, name: string): Promise<Uint8Array | null> {
  if (!NEWS_IMAGE_NAME.test(name)) return null;
  return storage.get(storageKey(name));
}
