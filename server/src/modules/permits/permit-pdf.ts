import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import { formatDate } from '@/domain/format/format-date';

export interface PermitFacts {
  lguName: string;
  /** The LGU's logo as PNG, or null when none could be read (the permit is printed without it). */
  logoPng: Uint8Array | null;
  permitNumber: string;
  businessName: string;
  tradeName: string;
  ownerName: string;
  kindOfOwnership: string;
  address: string;
  activities: { lineOfBusiness: string; service: string }[];
  /** YYYY-MM-DD, Manila. */
  validUntil: string;
  releasedBy: string;
  releasedAt: Date;
  /** `{public base url}/verify/{code}`: what the QR code opens, also printed under it. */
  verifyUrl: string;
}

/** A one-page business permit (A4 portrait) with its verification QR code. */
export async function permitPdf(facts: PermitFacts): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Business Permit ${facts.permitNumber}`);
  pdf.setProducer('Bayan');
  pdf.setCreationDate(facts.releasedAt);
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.1);
  // As on the receipt: the standard fonts encode WinAnsi only; anything else prints as '?'.
  const encodable = new Set(regular.getCharacterSet());
  const printable = (text: string) =>
    Array.from(text, (ch) => (encodable.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('');
  const centre = (text: string, y: number, size: number, font = regular) => {
    const shown = printable(text);
    const width = font.widthOfTextAtSize(shown, size);
    page.drawText(shown, { x: Math.max(40, (595 - width) / 2), y, size, font, color: ink, maxWidth: 515 });
  };

  let y = 790;
  if (facts.logoPng) {
    const logo = await pdf.embedPng(facts.logoPng);
    const scaled = logo.scaleToFit(200, 56);
    page.drawImage(logo, { x: (595 - scaled.width) / 2, y: y - scaled.height, ...scaled });
    y -= scaled.height + 24;
  }
  centre(facts.lguName, y, 14, bold);
  centre('Office of the Mayor: Business Permits and Licensing', (y -= 20), 10);
  centre('BUSINESS PERMIT', (y -= 40), 22, bold);
  centre(`Permit No. ${facts.permitNumber}`, (y -= 26), 12, bold);

  y -= 40;
  const row = (label: string, value: string) => {
    page.drawText(printable(label), { x: 60, y, size: 10, font: regular, color: ink });
    page.drawText(printable(value || '-'), { x: 200, y, size: 11, font: bold, color: ink, maxWidth: 335 });
    y -= 22;
  };
  row('Business name', facts.businessName);
  if (facts.tradeName) row('Trade name', facts.tradeName);
  row('Owner', facts.ownerName);
  row('Kind of ownership', facts.kindOfOwnership);
  row('Address', facts.address);
  y -= 8;
  page.drawText('Business activities', { x: 60, y, size: 10, font: bold, color: ink });
  y -= 18;
  // Eight fit above the QR code; the rest are counted (the office's record has them all).
  for (const [i, activity] of facts.activities.slice(0, 8).entries()) {
    const text = `${i + 1}. ${activity.lineOfBusiness}${activity.service ? `: ${activity.service}` : ''}`;
    page.drawText(printable(text), { x: 72, y, size: 10, font: regular, color: ink, maxWidth: 460 });
    y -= 16;
  }
  if (facts.activities.length > 8) {
    page.drawText(`and ${facts.activities.length - 8} more`, {
      x: 72,
      y,
      size: 10,
      font: regular,
      color: ink,
    });
    y -= 16;
  }
  y -= 12;
  row('Valid until', formatDate(facts.validUntil));
  row('Released by', facts.releasedBy);
  row('Released on', formatDate(facts.releasedAt));

  const qr = await pdf.embedPng(
    await QRCode.toBuffer(facts.verifyUrl, { type: 'png', margin: 2, scale: 6, errorCorrectionLevel: 'M' }),
  );
  page.drawImage(qr, { x: 60, y: 70, width: 130, height: 130 });
  const note = (text: string, at: number, size = 9) =>
    page.drawText(printable(text), { x: 210, y: at, size, font: regular, color: ink, maxWidth: 340 });
  note('Scan the code to check that this permit is genuine and valid:', 170, 10);
  note(facts.verifyUrl, 152);
  note('This permit was issued electronically and must be displayed at the place of business.', 126, 8);
  return new Uint8Array(await pdf.save());
}
