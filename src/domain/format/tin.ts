// The Taxpayer Identification Number as printed on BIR cards: nine digits, often followed by a
// three-digit branch code (000 for the head office), and lately a five-digit one. One canonical
// form is kept: 000-000-000-00000, the nine digits and the branch code padded to five (issue 30).

/** The TIN as the person types it, dashed after every three digits: '123456789' → '123-456-789'. */
export function formatTinAsTyped(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 14);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9), digits.slice(9)]
    .filter((part) => part !== '')
    .join('-');
}

/** A TIN of 9, 12 or 14 digits, with or without dashes: the forms the cards carry. */
export const TIN_PATTERN = /^\d{3}-?\d{3}-?\d{3}(?:-?(?:\d{3}|\d{5}))?$/;

/**
 * The one form a TIN is stored in: '123-456-789' → '123-456-789-00000', '123-456-789-001' →
 * '123-456-789-00001'. Anything that is not a TIN is returned as it came (the rule refuses it).
 */
export function canonicalTin(value: string): string {
  if (!TIN_PATTERN.test(value)) return value;
  const digits = value.replace(/\D/g, '');
  const branch = digits.slice(9).padStart(5, '0');
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6, 9)}-${branch}`;
}
