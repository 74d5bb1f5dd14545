import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { formatCentavos } from '@/domain/money/centavos';
import { formatDateTime } from '@/domain/format/format-date';

export interface ReceiptFacts {
  lguName: string;
  officialReceiptNumber: string;
  referenceNumber: string;
  payer: string;
  description: string;
  transactionType: string;
  /** Centavos. */
  amount: number;
  convenienceFee: number;
  paidAt: Date;
}

// '₱' is not in WinAnsi either, so amounts say PHP.
const php = (centavos: number) => `PHP ${formatCentavos(centavos)}`;

/** A one-page electronic official receipt (A5 portrait); times in Manila. */
export async function receiptPdf(facts: ReceiptFacts): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Official Receipt ${facts.officialReceiptNumber}`);
  pdf.setProducer('Bayan');
  pdf.setCreationDate(facts.paidAt);
  const page = pdf.addPage([420, 595]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.1);
  // The standard PDF fonts encode WinAnsi only; anything else (e.g. an emoji in a name) becomes '?'.
  const encodable = new Set(regular.getCharacterSet());
  const printable = (text: string) =>
    Array.from(text, (ch) => (encodable.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('');
  let y = 545;
  const line = (text: string, { size = 10, font = regular, x = 40 } = {}) => {
    page.drawText(printable(text), { x, y, size, font, color: ink, maxWidth: 340 });
    y -= size + 8;
  };
  const row = (label: string, value: string, font = regular) => {
    page.drawText(printable(label), { x: 40, y, size: 10, font: regular, color: ink });
    const text = printable(value);
    const width = font.widthOfTextAtSize(text, 10);
    page.drawText(text, { x: Math.max(180, 380 - width), y, size: 10, font, color: ink, maxWidth: 200 });
    y -= 18;
  };
  line(facts.lguName, { size: 14, font: bold });
  line('Electronic Official Receipt', { size: 12 });
  y -= 8;
  row('OR number', facts.officialReceiptNumber, bold);
  row('Reference number', facts.referenceNumber);
  row('Date paid', formatDateTime(facts.paidAt));
  row('Payer', facts.payer);
  y -= 6;
  line('Payment for', { size: 10, font: bold });
  line(facts.description);
  line(facts.transactionType, { size: 9 });
  y -= 6;
  row('Amount', php(facts.amount));
  row('Convenience fee', php(facts.convenienceFee));
  page.drawLine({ start: { x: 40, y: y + 12 }, end: { x: 380, y: y + 12 }, thickness: 0.5, color: ink });
  row('Total paid', php(facts.amount + facts.convenienceFee), bold);
  y -= 20;
  line('Times are Philippine Standard Time (UTC+8).', { size: 8 });
  line('This receipt was issued electronically upon confirmation of payment.', { size: 8 });
  return new Uint8Array(await pdf.save());
}
