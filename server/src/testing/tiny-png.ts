import sharp from 'sharp';

/** A real 4×4 PNG: uploads are decoded and re-encoded, so tests need an image that is one. */
export const tinyPng = (): Promise<Uint8Array> =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
