import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib';

/**
 * For tests (server and journey): the text of the QR code printed on a document's PDF, read the way
 * a phone would, from the image itself: each embedded image (pdf-lib stores PNGs as deflated
 * RGB) is decoded and handed to a QR reader. Null when no image holds a readable code.
 */
export async function readPdfQr(pdf: Uint8Array): Promise<string | null> {
  const doc = await PDFDocument.load(pdf);
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict = object.dict;
    if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const width = (dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const height = (dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    const raw = inflateSync(object.contents);
    const channels = raw.length / (width * height);
    if (channels !== 3 && channels !== 1) continue;
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i += 1) {
      for (let c = 0; c < 3; c += 1) rgba[i * 4 + c] = raw[i * channels + (channels === 3 ? c : 0)] ?? 0;
      rgba[i * 4 + 3] = 255;
    }
    const code = jsQR(rgba, width, height);
    if (code) return code.data;
  }
  return null;
}
