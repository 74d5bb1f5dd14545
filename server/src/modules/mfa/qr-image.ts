import { toDataURL } from 'qrcode';

/** The QR code of an otpauth:// address as a data: URL of a PNG, made here (never a third party). */
export const qrDataUrl = (text: string) =>
  toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
