/** The OTP message form (§5): only the first two and last three characters show ('63*******567'). */
export function maskForOtpMessage(contact: string): string {
  if (contact.length <= 5) return contact;
  return contact.slice(0, 2) + '*'.repeat(contact.length - 5) + contact.slice(-3);
}
