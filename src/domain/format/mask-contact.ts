/**
 * Masks a mobile number or e-mail for display (§5): characters at positions 2 to 8 (zero-based)
 * become '*', so '639171234567' shows as '63*******567'.
 */
export function maskContact(contact: string): string {
  return [...contact].map((c, i) => (i >= 2 && i <= 8 ? '*' : c)).join('');
}

/** The OTP message form (§5): only the first two and last three characters show ('63*******567'). */
export function maskForOtpMessage(contact: string): string {
  if (contact.length <= 5) return contact;
  return contact.slice(0, 2) + '*'.repeat(contact.length - 5) + contact.slice(-3);
}
