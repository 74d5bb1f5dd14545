import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { wrapText } from './wrap-text';

/** Paper sizes in points. */
export const PAPER = { A4: [595, 842], A5: [420, 595], 'A4 landscape': [842, 595] } as const satisfies Record<
  string,
  [number, number]
>;
export type Paper = keyof typeof PAPER;

const INK = rgb(0.1, 0.1, 0.1);
const LEADING = 1.35;

export interface RowStyle {
  labelWidth?: number;
  size?: number;
  boldValue?: boolean;
  alignValue?: TextStyle['align'];
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  align?: 'left' | 'centre' | 'right';
  /** Where the text's column starts and how wide it is (default: the page between the margins). */
  x?: number;
  width?: number;
}

/**
 * One PDF document being laid out top to bottom (server/src/documents): the set-up every
 * document shares — A4 or A5, Helvetica, WinAnsi-safe text, wrapped text that moves what
 * follows down, a new page when the room runs out (above `reserveBottom` on the last page, kept
 * for a QR code), a logo, a QR code with its note.
 */
export async function createPdfLayout({
  paper,
  title,
  createdAt,
  margin = 48,
}: {
  paper: Paper;
  title: string;
  createdAt: Date;
  margin?: number;
}) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('Bayan');
  pdf.setCreationDate(createdAt);
  const [pageWidth, pageHeight] = PAPER[paper];
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // The standard PDF fonts encode WinAnsi only: the peso sign is written PHP, anything else (an
  // emoji in a name) prints as '?'; line breaks are kept for wrapping.
  const encodable = new Set(regular.getCharacterSet());
  const printable = (text: string) =>
    Array.from(text, (ch) =>
      ch === '\n' || encodable.has(ch.codePointAt(0) ?? 0) ? ch : ch === '₱' ? 'PHP ' : '?',
    ).join('');
  let page: PDFPage = pdf.addPage([pageWidth, pageHeight]);
  let y = pageHeight - margin;
  let reserved = 0;
  const fontOf = (style: TextStyle): PDFFont => (style.bold ? bold : regular);

  const layout = {
    pdf,
    paper,
    width: pageWidth,
    margin,
    printable,
    get y() {
      return y;
    },
    /** Keeps `points` at the bottom of every page from here on free (a QR code's place). */
    reserve(points: number) {
      reserved = points;
    },
    /** Makes sure `height` fits above the reserved bottom, starting a new page when it does not. */
    room(height: number) {
      if (y - height < margin + reserved) layout.newPage();
    },
    /** Goes on at the top of a new page. */
    newPage() {
      page = pdf.addPage([pageWidth, pageHeight]);
      y = pageHeight - margin;
    },
    /** True when `height` fits above the reserved bottom of the current page. */
    fits(height: number) {
      return y - height >= margin + reserved;
    },
    gap(points: number) {
      y -= points;
    },
    /**
     * A row of a table: each cell wrapped to its own column, what follows starts below the
     * tallest (on a new page when it does not fit; the caller draws the heading again there).
     */
    cells(cells: readonly (TextStyle & { text: string })[], size = 8) {
      const wrapped = cells.map((cell) => layout.wrap(cell.text, { ...cell, size, width: cell.width ?? 0 }));
      const height = Math.max(1, ...wrapped.map((lines) => lines.length)) * size * LEADING;
      layout.room(height);
      cells.forEach((cell, i) =>
        (wrapped[i] ?? []).forEach((line, n) =>
          drawLine(line, y - size - n * size * LEADING, { ...cell, size }),
        ),
      );
      y -= height + 2;
    },
    /** The lines a text takes in a column, without drawing it. */
    wrap(text: string, style: TextStyle = {}) {
      const size = style.size ?? 10;
      return wrapText(printable(text), fontOf(style), size, style.width ?? pageWidth - 2 * margin);
    },
    /** Draws a text wrapped to its column at the current line and moves below it. */
    text(text: string, style: TextStyle = {}) {
      const size = style.size ?? 10;
      const lines = layout.wrap(text, style);
      layout.room(lines.length * size * LEADING);
      for (const line of lines) {
        drawLine(line, y - size, style);
        y -= size * LEADING;
      }
    },
    /**
     * A label and its value side by side, each wrapped to its own column; what follows starts
     * below the longer of the two (a wrapped address never runs into the next label).
     */
    row(
      label: string,
      value: string,
      { labelWidth = 140, size = 10, boldValue = true, alignValue = 'left' }: RowStyle = {},
    ) {
      const x = margin;
      const valueX = x + labelWidth;
      const valueWidth = pageWidth - margin - valueX;
      const labelStyle = { size, x, width: labelWidth - 8 };
      const valueStyle = { size: size + 1, bold: boldValue, x: valueX, width: valueWidth, align: alignValue };
      const labels = layout.wrap(label, labelStyle);
      const values = layout.wrap(value || '-', valueStyle);
      const height = Math.max(labels.length, values.length) * (size + 1) * LEADING;
      layout.room(height);
      labels.forEach((line, i) => drawLine(line, y - size - i * (size + 1) * LEADING, labelStyle));
      values.forEach((line, i) => drawLine(line, y - size - i * (size + 1) * LEADING, valueStyle));
      y -= height + 4;
    },
    rule() {
      layout.room(6);
      page.drawLine({
        start: { x: margin, y: y - 2 },
        end: { x: pageWidth - margin, y: y - 2 },
        thickness: 0.5,
        color: INK,
      });
      y -= 8;
    },
    /** A PNG centred at the current line, at most `maxWidth` × `maxHeight`. */
    async image(png: Uint8Array, { maxWidth, maxHeight }: { maxWidth: number; maxHeight: number }) {
      const image = await pdf.embedPng(png);
      const scaled = image.scaleToFit(maxWidth, maxHeight);
      layout.room(scaled.height);
      page.drawImage(image, { x: (pageWidth - scaled.width) / 2, y: y - scaled.height, ...scaled });
      y -= scaled.height;
    },
    /** The QR code of `url` at the bottom left of the current page, with notes beside it. */
    async qr(url: string, notes: readonly { text: string; size?: number }[], side = 130) {
      const png = await QRCode.toBuffer(url, { type: 'png', margin: 2, scale: 6, errorCorrectionLevel: 'M' });
      const image = await pdf.embedPng(png);
      const bottom = margin + 22;
      page.drawImage(image, { x: margin, y: bottom, width: side, height: side });
      let noteY = bottom + side - 12;
      for (const note of notes) {
        const style = {
          size: note.size ?? 9,
          x: margin + side + 16,
          width: pageWidth - 2 * margin - side - 16,
        };
        for (const line of layout.wrap(note.text, style)) {
          drawLine(line, noteY, style);
          noteY -= style.size * LEADING;
        }
        noteY -= 6;
      }
    },
    async save() {
      return new Uint8Array(await pdf.save());
    },
  };

  function drawLine(line: string, at: number, style: TextStyle) {
    const size = style.size ?? 10;
    const font = fontOf(style);
    const x = style.x ?? margin;
    const width = style.width ?? pageWidth - 2 * margin;
    const drawn = font.widthOfTextAtSize(line, size);
    const left =
      style.align === 'centre' ? x + (width - drawn) / 2 : style.align === 'right' ? x + width - drawn : x;
    page.drawText(line, { x: left, y: at, size, font, color: INK });
  }

  return layout;
}

export type PdfLayout = Awaited<ReturnType<typeof createPdfLayout>>;
