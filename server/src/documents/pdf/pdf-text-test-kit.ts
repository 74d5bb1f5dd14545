import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, type PDFArray, type PDFRef } from 'pdf-lib';

/** One text drawn on a page: where (its baseline's left end, in points from the bottom left) and how big. */
export interface DrawnText {
  page: number;
  text: string;
  x: number;
  y: number;
  size: number;
}

const hexText = (hex: string) =>
  String.fromCharCode(...(hex.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16)));

/**
 * For tests: every text a PDF made by pdf-lib draws, page by page, with its position and size,
 * read from the pages' content streams (`Tf`, `TL`, `Tm`, `<hex> Tj`, `T*`), so a test can check that
 * nothing overlaps, as a reader would see it.
 */
export async function drawnTexts(bytes: Uint8Array): Promise<DrawnText[]> {
  const doc = await PDFDocument.load(bytes);
  const texts: DrawnText[] = [];
  doc.getPages().forEach((page, index) => {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents && 'asArray' in contents ? (contents as PDFArray).asArray() : [contents];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref as PDFRef);
      if (!(stream instanceof PDFRawStream)) continue;
      const filtered = stream.dict.get(PDFName.of('Filter')) !== undefined;
      const source = Buffer.from(filtered ? inflateSync(stream.contents) : stream.contents).toString(
        'latin1',
      );
      // Each text object: its font size (Tf), leading (TL), start (Tm), its strings (Tj) and the
      // line breaks between them (T*), which pdf-lib writes when it wraps a text to maxWidth.
      for (const [block] of source.matchAll(/BT[^]*?ET/g)) {
        let size = 0;
        let leading = 0;
        let x = 0;
        let y = 0;
        for (const [token, a, b, c] of block.matchAll(
          /([\d.-]+) Tf|([\d.-]+) TL|1 0 0 1 ([\d.-]+ [\d.-]+) Tm|<([0-9A-Fa-f]*)> Tj|T\*/g,
        )) {
          if (token.endsWith('Tf')) size = Number(a);
          else if (token.endsWith('TL')) leading = Number(b);
          else if (token.endsWith('Tm')) [x, y] = (c ?? '0 0').split(' ').map(Number) as [number, number];
          else if (token === 'T*') y -= leading;
          else texts.push({ page: index + 1, size, x, y, text: hexText(token.slice(1, token.indexOf('>'))) });
        }
      }
    }
  });
  return texts;
}

/**
 * Pairs of texts on a page whose lines collide: on different baselines, the lower one's capitals
 * (about 3/4 of its size) reach into the upper one's descenders (about 1/4 of its). A label and its
 * value share a baseline, so they never count. Empty on a clean page.
 */
export function collidingLines(texts: readonly DrawnText[]): [string, string][] {
  const pairs: [string, string][] = [];
  texts.forEach((a, i) => {
    for (const b of texts.slice(i + 1)) {
      if (a.page !== b.page || a.y === b.y) continue;
      const [upper, lower] = a.y > b.y ? [a, b] : [b, a];
      if (upper.y - lower.y < 0.72 * lower.size + 0.22 * upper.size) pairs.push([a.text, b.text]);
    }
  });
  return pairs;
}
